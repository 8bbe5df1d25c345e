/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Invalid12Inputs */

const nl_email_invalid12 = /** @type {(inputs: Email_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controleer je e-mailadres`)
};

/**

* @param {Email_Invalid12Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const email_invalid12 = nl_email_invalid12;
export { email_invalid12 as "EMAIL_INVALID" }