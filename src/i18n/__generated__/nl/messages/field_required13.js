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
const field_required13 = nl_field_required13;
export { field_required13 as "FIELD_REQUIRED" }