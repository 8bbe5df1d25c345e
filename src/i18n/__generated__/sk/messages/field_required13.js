/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Required13Inputs */

const sk_field_required13 = /** @type {(inputs: Field_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toto pole je povinné`)
};

/**

* @param {Field_Required13Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const field_required13 = sk_field_required13;
export { field_required13 as "FIELD_REQUIRED" }