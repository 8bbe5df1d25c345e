/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptlogin2Inputs */

const sv_accountpromptlogin2 = /** @type {(inputs: Accountpromptlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga in på kundkontot`)
};

/**

* @param {Accountpromptlogin2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountpromptlogin2 = sv_accountpromptlogin2;
export { accountpromptlogin2 as "accountPromptLogin" }