/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Letters19Inputs */

const fr_field_invalid_letters19 = /** @type {(inputs: Field_Invalid_Letters19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez n’utiliser que des lettres et les caractères spéciaux autorisés`)
};

/**

* @param {Field_Invalid_Letters19Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const field_invalid_letters19 = fr_field_invalid_letters19;
export { field_invalid_letters19 as "FIELD_INVALID_LETTERS" }