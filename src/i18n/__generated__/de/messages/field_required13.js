/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Required13Inputs */

const de_field_required13 = /** @type {(inputs: Field_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dies ist ein Pflichtfeld`)
};

/**

* @param {Field_Required13Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const field_required13 = de_field_required13;
export { field_required13 as "FIELD_REQUIRED" }