/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Phone_Invalid12Inputs */

const sv_phone_invalid12 = /** @type {(inputs: Phone_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollera ditt telefonnummer`)
};

/**

* @param {Phone_Invalid12Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const phone_invalid12 = sv_phone_invalid12;
export { phone_invalid12 as "PHONE_INVALID" }