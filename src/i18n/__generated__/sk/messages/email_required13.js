/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Required13Inputs */

const sk_email_required13 = /** @type {(inputs: Email_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadajte, prosím, e-mailovú adresu`)
};

/**

* @param {Email_Required13Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const email_required13 = sk_email_required13;
export { email_required13 as "EMAIL_REQUIRED" }