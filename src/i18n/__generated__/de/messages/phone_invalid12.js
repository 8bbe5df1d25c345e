/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Phone_Invalid12Inputs */

const de_phone_invalid12 = /** @type {(inputs: Phone_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte überprüfen Sie Ihre Telefonnummer`)
};

/**

* @param {Phone_Invalid12Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const phone_invalid12 = de_phone_invalid12;
export { phone_invalid12 as "PHONE_INVALID" }