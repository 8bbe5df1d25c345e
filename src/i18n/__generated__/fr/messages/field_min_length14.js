/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Min_Length14Inputs */

const fr_field_min_length14 = /** @type {(inputs: Field_Min_Length14Inputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("fr", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Veuillez saisir au moins ${i?.min} caractère`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Veuillez saisir au moins ${i?.min} caractères`);
	return /** @type {LocalizedString} */ ("FIELD_MIN_LENGTH");
};

/**

* @param {Field_Min_Length14Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const field_min_length14 = fr_field_min_length14;
export { field_min_length14 as "FIELD_MIN_LENGTH" }