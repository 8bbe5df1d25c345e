/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Min_Length14Inputs */

const sv_field_min_length14 = /** @type {(inputs: Field_Min_Length14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ange minst ${i?.min} tecken`)
};

/**

* @param {Field_Min_Length14Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const field_min_length14 = sv_field_min_length14;
export { field_min_length14 as "FIELD_MIN_LENGTH" }