/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Required13Inputs */

const de_ch2_field_required13 = /** @type {(inputs: Field_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dies ist ein Pflichtfeld`)
};

/**

* @param {Field_Required13Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const field_required13 = de_ch2_field_required13;
export { field_required13 as "FIELD_REQUIRED" }