/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Required13Inputs */

const fr_email_required13 = /** @type {(inputs: Email_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail`)
};

/**

* @param {Email_Required13Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const email_required13 = fr_email_required13;
export { email_required13 as "EMAIL_REQUIRED" }