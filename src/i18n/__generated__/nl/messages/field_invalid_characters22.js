/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Characters22Inputs */

const nl_field_invalid_characters22 = /** @type {(inputs: Field_Invalid_Characters22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik alleen letters, cijfers en de toegestane speciale tekens`)
};

/**

* @param {Field_Invalid_Characters22Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const field_invalid_characters22 = nl_field_invalid_characters22;
export { field_invalid_characters22 as "FIELD_INVALID_CHARACTERS" }