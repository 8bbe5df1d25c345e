/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Already_Registered22Inputs */

const nl_email_already_registered22 = /** @type {(inputs: Email_Already_Registered22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er bestaat al een account met dit e-mailadres`)
};

/**

* @param {Email_Already_Registered22Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const email_already_registered22 = nl_email_already_registered22;
export { email_already_registered22 as "EMAIL_ALREADY_REGISTERED" }