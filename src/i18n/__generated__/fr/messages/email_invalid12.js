/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Invalid12Inputs */

const fr_email_invalid12 = /** @type {(inputs: Email_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier votre adresse e-mail`)
};

/**

* @param {Email_Invalid12Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const email_invalid12 = fr_email_invalid12;
export { email_invalid12 as "EMAIL_INVALID" }