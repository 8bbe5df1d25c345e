/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Birthday_Too_Young16Inputs */

const cs_birthday_too_young16 = /** @type {(inputs: Birthday_Too_Young16Inputs) => LocalizedString} */ (i) => {const minAgePlural = registry.plural("cs", i?.minAge, {});
	if (minAgePlural === "one") return /** @type {LocalizedString} */ (`Musí Vám být alespoň ${i?.minAge} rok`);
	if (minAgePlural === "few") return /** @type {LocalizedString} */ (`Musí Vám být alespoň ${i?.minAge} roky`);
	if (minAgePlural === "many") return /** @type {LocalizedString} */ (`Musí Vám být alespoň ${i?.minAge} roku`);
	if (minAgePlural === "other") return /** @type {LocalizedString} */ (`Musí Vám být alespoň ${i?.minAge} let`);
	return /** @type {LocalizedString} */ ("BIRTHDAY_TOO_YOUNG");
};

/**

* @param {Birthday_Too_Young16Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const birthday_too_young16 = cs_birthday_too_young16;
export { birthday_too_young16 as "BIRTHDAY_TOO_YOUNG" }