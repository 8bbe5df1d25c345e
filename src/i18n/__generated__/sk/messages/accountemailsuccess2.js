/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailsuccess2Inputs */

const sk_accountemailsuccess2 = /** @type {(inputs: Accountemailsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaša e-mailová adresa bola úspešne potvrdená.`)
};

/**

* @param {Accountemailsuccess2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountemailsuccess2 = sk_accountemailsuccess2;
export { accountemailsuccess2 as "accountEmailSuccess" }