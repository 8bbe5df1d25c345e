/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Phone_Invalid12Inputs */

const nl_phone_invalid12 = /** @type {(inputs: Phone_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controleer je telefoonnummer`)
};

/**

* @param {Phone_Invalid12Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const phone_invalid12 = nl_phone_invalid12;
export { phone_invalid12 as "PHONE_INVALID" }