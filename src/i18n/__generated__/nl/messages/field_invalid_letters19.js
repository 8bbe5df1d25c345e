/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Letters19Inputs */

const nl_field_invalid_letters19 = /** @type {(inputs: Field_Invalid_Letters19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik alleen letters en de toegestane speciale tekens`)
};

/**

* @param {Field_Invalid_Letters19Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const field_invalid_letters19 = nl_field_invalid_letters19;
export { field_invalid_letters19 as "FIELD_INVALID_LETTERS" }