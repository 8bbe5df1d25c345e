/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Invalid12Inputs */

const de_ch2_email_invalid12 = /** @type {(inputs: Email_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte überprüfen Sie Ihre E-Mail-Adresse`)
};

/**

* @param {Email_Invalid12Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const email_invalid12 = de_ch2_email_invalid12;
export { email_invalid12 as "EMAIL_INVALID" }