/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Required13Inputs */

const fr_field_required13 = /** @type {(inputs: Field_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce champ est obligatoire`)
};

/**

* @param {Field_Required13Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const field_required13 = fr_field_required13;
export { field_required13 as "FIELD_REQUIRED" }