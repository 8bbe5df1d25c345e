/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Already_Registered22Inputs */

const de_email_already_registered22 = /** @type {(inputs: Email_Already_Registered22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese E-Mail-Adresse gibt es bereits ein Kundenkonto`)
};

/**

* @param {Email_Already_Registered22Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const email_already_registered22 = de_email_already_registered22;
export { email_already_registered22 as "EMAIL_ALREADY_REGISTERED" }