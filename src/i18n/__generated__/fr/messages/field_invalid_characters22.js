/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Characters22Inputs */

const fr_field_invalid_characters22 = /** @type {(inputs: Field_Invalid_Characters22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez n’utiliser que des lettres, des chiffres et les caractères spéciaux autorisés`)
};

/**

* @param {Field_Invalid_Characters22Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const field_invalid_characters22 = fr_field_invalid_characters22;
export { field_invalid_characters22 as "FIELD_INVALID_CHARACTERS" }