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
const field_required13 = /** @type {((inputs?: Field_Required13Inputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Required13Inputs, { locale?: "sv" }, {}>} */ ((inputs = {}, options = {}) => {
	return sv_field_required13(inputs)
});
export { field_required13 as "FIELD_REQUIRED" }