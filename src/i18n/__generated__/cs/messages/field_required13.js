/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Required13Inputs */

const cs_field_required13 = /** @type {(inputs: Field_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toto pole je povinné`)
};

/**

* @param {Field_Required13Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const field_required13 = cs_field_required13;
export { field_required13 as "FIELD_REQUIRED" }