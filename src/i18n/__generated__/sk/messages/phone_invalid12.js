/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Phone_Invalid12Inputs */

const sk_phone_invalid12 = /** @type {(inputs: Phone_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skontrolujte, prosím, svoje telefónne číslo`)
};

/**

* @param {Phone_Invalid12Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const phone_invalid12 = sk_phone_invalid12;
export { phone_invalid12 as "PHONE_INVALID" }