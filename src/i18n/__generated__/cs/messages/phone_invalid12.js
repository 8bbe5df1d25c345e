/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Phone_Invalid12Inputs */

const cs_phone_invalid12 = /** @type {(inputs: Phone_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zkontrolujte prosím své telefonní číslo`)
};

/**

* @param {Phone_Invalid12Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const phone_invalid12 = cs_phone_invalid12;
export { phone_invalid12 as "PHONE_INVALID" }