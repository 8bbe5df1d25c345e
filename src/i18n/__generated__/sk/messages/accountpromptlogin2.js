/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptlogin2Inputs */

const sk_accountpromptlogin2 = /** @type {(inputs: Accountpromptlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásenie do zákazníckeho účtu`)
};

/**

* @param {Accountpromptlogin2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountpromptlogin2 = sk_accountpromptlogin2;
export { accountpromptlogin2 as "accountPromptLogin" }