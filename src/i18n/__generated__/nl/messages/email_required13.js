/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Required13Inputs */

const nl_email_required13 = /** @type {(inputs: Email_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul een e-mailadres in`)
};

/**

* @param {Email_Required13Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const email_required13 = nl_email_required13;
export { email_required13 as "EMAIL_REQUIRED" }