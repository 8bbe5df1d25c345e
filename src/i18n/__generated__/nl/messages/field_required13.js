/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Required13Inputs */

const nl_field_required13 = /** @type {(inputs: Field_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is een verplicht veld`)
};

/**

* @param {Field_Required13Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const field_required13 = /** @type {((inputs?: Field_Required13Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Required13Inputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl_field_required13(inputs)
});
export { field_required13 as "FIELD_REQUIRED" }