/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Invalid_Letters19Inputs */

const sk_field_invalid_letters19 = /** @type {(inputs: Field_Invalid_Letters19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Používajte, prosím, len písmená a povolené špeciálne znaky`)
};

/**

* @param {Field_Invalid_Letters19Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const field_invalid_letters19 = sk_field_invalid_letters19;
export { field_invalid_letters19 as "FIELD_INVALID_LETTERS" }