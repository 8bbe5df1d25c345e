/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailsuccess2Inputs */

const fr_accountemailsuccess2 = /** @type {(inputs: Accountemailsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail a bien été confirmée.`)
};

/**

* @param {Accountemailsuccess2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountemailsuccess2 = fr_accountemailsuccess2;
export { accountemailsuccess2 as "accountEmailSuccess" }