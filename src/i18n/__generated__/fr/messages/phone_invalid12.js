/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Phone_Invalid12Inputs */

const fr_phone_invalid12 = /** @type {(inputs: Phone_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier votre numéro de téléphone`)
};

/**

* @param {Phone_Invalid12Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const phone_invalid12 = fr_phone_invalid12;
export { phone_invalid12 as "PHONE_INVALID" }