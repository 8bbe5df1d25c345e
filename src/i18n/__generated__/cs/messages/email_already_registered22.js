/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Already_Registered22Inputs */

const cs_email_already_registered22 = /** @type {(inputs: Email_Already_Registered22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K této e-mailové adrese už existuje zákaznický účet`)
};

/**

* @param {Email_Already_Registered22Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const email_already_registered22 = cs_email_already_registered22;
export { email_already_registered22 as "EMAIL_ALREADY_REGISTERED" }