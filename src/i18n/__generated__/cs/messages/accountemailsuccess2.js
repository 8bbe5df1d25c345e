/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailsuccess2Inputs */

const cs_accountemailsuccess2 = /** @type {(inputs: Accountemailsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše e-mailová adresa byla úspěšně potvrzena.`)
};

/**

* @param {Accountemailsuccess2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountemailsuccess2 = cs_accountemailsuccess2;
export { accountemailsuccess2 as "accountEmailSuccess" }