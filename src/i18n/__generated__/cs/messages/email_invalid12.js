/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Invalid12Inputs */

const cs_email_invalid12 = /** @type {(inputs: Email_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zkontrolujte prosím svou e-mailovou adresu`)
};

/**

* @param {Email_Invalid12Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const email_invalid12 = cs_email_invalid12;
export { email_invalid12 as "EMAIL_INVALID" }