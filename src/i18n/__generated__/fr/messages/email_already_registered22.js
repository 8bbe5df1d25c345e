/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Already_Registered22Inputs */

const fr_email_already_registered22 = /** @type {(inputs: Email_Already_Registered22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte client existe déjà pour cette adresse e-mail`)
};

/**

* @param {Email_Already_Registered22Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const email_already_registered22 = fr_email_already_registered22;
export { email_already_registered22 as "EMAIL_ALREADY_REGISTERED" }