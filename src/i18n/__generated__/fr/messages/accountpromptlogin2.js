/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptlogin2Inputs */

const fr_accountpromptlogin2 = /** @type {(inputs: Accountpromptlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion au compte client`)
};

/**

* @param {Accountpromptlogin2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountpromptlogin2 = fr_accountpromptlogin2;
export { accountpromptlogin2 as "accountPromptLogin" }