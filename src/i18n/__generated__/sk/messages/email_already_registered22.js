/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Already_Registered22Inputs */

const sk_email_already_registered22 = /** @type {(inputs: Email_Already_Registered22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K tejto e-mailovej adrese už existuje zákaznícky účet`)
};

/**

* @param {Email_Already_Registered22Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const email_already_registered22 = sk_email_already_registered22;
export { email_already_registered22 as "EMAIL_ALREADY_REGISTERED" }