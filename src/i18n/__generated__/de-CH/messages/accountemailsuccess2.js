/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailsuccess2Inputs */

const de_ch2_accountemailsuccess2 = /** @type {(inputs: Accountemailsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse wurde erfolgreich bestätigt.`)
};

/**

* @param {Accountemailsuccess2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountemailsuccess2 = de_ch2_accountemailsuccess2;
export { accountemailsuccess2 as "accountEmailSuccess" }