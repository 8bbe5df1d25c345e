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
const email_required13 = /** @type {((inputs?: Email_Required13Inputs, options?: { locale?: "de-CH" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Required13Inputs, { locale?: "de-CH" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_ch2_email_required13(inputs)
});
export { email_required13 as "EMAIL_REQUIRED" }