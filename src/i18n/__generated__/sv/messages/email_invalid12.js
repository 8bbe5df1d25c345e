/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Invalid12Inputs */

const sv_email_invalid12 = /** @type {(inputs: Email_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollera din e-postadress`)
};

/**

* @param {Email_Invalid12Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const email_invalid12 = /** @type {((inputs?: Email_Invalid12Inputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Invalid12Inputs, { locale?: "sv" }, {}>} */ ((inputs = {}, options = {}) => {
	return sv_email_invalid12(inputs)
});
export { email_invalid12 as "EMAIL_INVALID" }