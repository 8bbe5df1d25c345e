/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Required13Inputs */

const sv_field_required13 = /** @type {(inputs: Field_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det här fältet är obligatoriskt`)
};

/**

* @param {Field_Required13Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const field_required13 = sv_field_required13;
export { field_required13 as "FIELD_REQUIRED" }