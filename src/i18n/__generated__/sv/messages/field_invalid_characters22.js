/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Characters22Inputs */

const sv_field_invalid_characters22 = /** @type {(inputs: Field_Invalid_Characters22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Använd bara bokstäver, siffror och tillåtna specialtecken`)
};

/**

* @param {Field_Invalid_Characters22Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const field_invalid_characters22 = sv_field_invalid_characters22;
export { field_invalid_characters22 as "FIELD_INVALID_CHARACTERS" }