/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Min_Length14Inputs */

const de_ch2_field_min_length14 = /** @type {(inputs: Field_Min_Length14Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie mindestens ${i?.min} Zeichen ein`)
};

/**

* @param {Field_Min_Length14Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const field_min_length14 = de_ch2_field_min_length14;
export { field_min_length14 as "FIELD_MIN_LENGTH" }