/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Min_Length14Inputs */

const cs_field_min_length14 = /** @type {(inputs: Field_Min_Length14Inputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("cs", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Zadejte prosím alespoň ${i?.min} znak`);
	if (minPlural === "few") return /** @type {LocalizedString} */ (`Zadejte prosím alespoň ${i?.min} znaky`);
	if (minPlural === "many") return /** @type {LocalizedString} */ (`Zadejte prosím alespoň ${i?.min} znaku`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Zadejte prosím alespoň ${i?.min} znaků`);
	return /** @type {LocalizedString} */ ("FIELD_MIN_LENGTH");
};

/**

* @param {Field_Min_Length14Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const field_min_length14 = cs_field_min_length14;
export { field_min_length14 as "FIELD_MIN_LENGTH" }