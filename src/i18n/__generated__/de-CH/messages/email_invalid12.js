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
const email_invalid12 = /** @type {((inputs?: Email_Invalid12Inputs, options?: { locale?: "de-CH" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Invalid12Inputs, { locale?: "de-CH" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_ch2_email_invalid12(inputs)
});
export { email_invalid12 as "EMAIL_INVALID" }