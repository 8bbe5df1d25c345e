/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Birthday_Too_Young16Inputs */

const sk_birthday_too_young16 = /** @type {(inputs: Birthday_Too_Young16Inputs) => LocalizedString} */ (i) => {const minAgePlural = registry.plural("sk", i?.minAge, {});
	if (minAgePlural === "one") return /** @type {LocalizedString} */ (`Musíte mať aspoň ${i?.minAge} rok`);
	if (minAgePlural === "few") return /** @type {LocalizedString} */ (`Musíte mať aspoň ${i?.minAge} roky`);
	if (minAgePlural === "many") return /** @type {LocalizedString} */ (`Musíte mať aspoň ${i?.minAge} roka`);
	if (minAgePlural === "other") return /** @type {LocalizedString} */ (`Musíte mať aspoň ${i?.minAge} rokov`);
	return /** @type {LocalizedString} */ ("BIRTHDAY_TOO_YOUNG");
};

/**

* @param {Birthday_Too_Young16Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const birthday_too_young16 = sk_birthday_too_young16;
export { birthday_too_young16 as "BIRTHDAY_TOO_YOUNG" }