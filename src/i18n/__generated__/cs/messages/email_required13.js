/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Required13Inputs */

const cs_email_required13 = /** @type {(inputs: Email_Required13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadejte prosím e-mailovou adresu`)
};

/**

* @param {Email_Required13Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const email_required13 = cs_email_required13;
export { email_required13 as "EMAIL_REQUIRED" }