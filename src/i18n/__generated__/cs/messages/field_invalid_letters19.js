/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Letters19Inputs */

const cs_field_invalid_letters19 = /** @type {(inputs: Field_Invalid_Letters19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Používejte prosím jen písmena a povolené speciální znaky`)
};

/**

* @param {Field_Invalid_Letters19Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const field_invalid_letters19 = cs_field_invalid_letters19;
export { field_invalid_letters19 as "FIELD_INVALID_LETTERS" }