/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptlogin2Inputs */

const nl_accountpromptlogin2 = /** @type {(inputs: Accountpromptlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen in je account`)
};

/**

* @param {Accountpromptlogin2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountpromptlogin2 = nl_accountpromptlogin2;
export { accountpromptlogin2 as "accountPromptLogin" }