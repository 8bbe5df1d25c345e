/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Characters22Inputs */

const sk_field_invalid_characters22 = /** @type {(inputs: Field_Invalid_Characters22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Používajte, prosím, len písmená, číslice a povolené špeciálne znaky`)
};

/**

* @param {Field_Invalid_Characters22Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const field_invalid_characters22 = sk_field_invalid_characters22;
export { field_invalid_characters22 as "FIELD_INVALID_CHARACTERS" }