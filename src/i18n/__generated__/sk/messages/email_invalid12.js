/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Invalid12Inputs */

const sk_email_invalid12 = /** @type {(inputs: Email_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skontrolujte, prosím, svoju e-mailovú adresu`)
};

/**

* @param {Email_Invalid12Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const email_invalid12 = sk_email_invalid12;
export { email_invalid12 as "EMAIL_INVALID" }