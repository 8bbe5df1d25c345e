/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Characters22Inputs */

const cs_field_invalid_characters22 = /** @type {(inputs: Field_Invalid_Characters22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Používejte prosím jen písmena, číslice a povolené speciální znaky`)
};

/**

* @param {Field_Invalid_Characters22Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const field_invalid_characters22 = cs_field_invalid_characters22;
export { field_invalid_characters22 as "FIELD_INVALID_CHARACTERS" }