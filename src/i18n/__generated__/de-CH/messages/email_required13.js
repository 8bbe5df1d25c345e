/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Required13Inputs */

const de_ch2_email_required13 = /** @type {(inputs: Email_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie eine E-Mail-Adresse ein`)
};

/**

* @param {Email_Required13Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const email_required13 = de_ch2_email_required13;
export { email_required13 as "EMAIL_REQUIRED" }