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
const email_invalid12 = sv_email_invalid12;
export { email_invalid12 as "EMAIL_INVALID" }