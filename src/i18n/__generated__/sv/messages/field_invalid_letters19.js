/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Letters19Inputs */

const sv_field_invalid_letters19 = /** @type {(inputs: Field_Invalid_Letters19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Använd bara bokstäver och tillåtna specialtecken`)
};

/**

* @param {Field_Invalid_Letters19Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const field_invalid_letters19 = sv_field_invalid_letters19;
export { field_invalid_letters19 as "FIELD_INVALID_LETTERS" }