/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Min_Length14Inputs */

const sk_field_min_length14 = /** @type {(inputs: Field_Min_Length14Inputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("sk", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Zadajte, prosím, aspoň ${i?.min} znak`);
	if (minPlural === "few") return /** @type {LocalizedString} */ (`Zadajte, prosím, aspoň ${i?.min} znaky`);
	if (minPlural === "many") return /** @type {LocalizedString} */ (`Zadajte, prosím, aspoň ${i?.min} znaku`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Zadajte, prosím, aspoň ${i?.min} znakov`);
	return /** @type {LocalizedString} */ ("FIELD_MIN_LENGTH");
};

/**

* @param {Field_Min_Length14Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const field_min_length14 = sk_field_min_length14;
export { field_min_length14 as "FIELD_MIN_LENGTH" }