/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Letters19Inputs */

const de_field_invalid_letters19 = /** @type {(inputs: Field_Invalid_Letters19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte verwenden Sie nur Buchstaben und die erlaubten Sonderzeichen`)
};

/**

* @param {Field_Invalid_Letters19Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const field_invalid_letters19 = de_field_invalid_letters19;
export { field_invalid_letters19 as "FIELD_INVALID_LETTERS" }