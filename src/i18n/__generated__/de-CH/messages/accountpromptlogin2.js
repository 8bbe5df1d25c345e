/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptlogin2Inputs */

const de_ch2_accountpromptlogin2 = /** @type {(inputs: Accountpromptlogin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden im Kundenkonto`)
};

/**

* @param {Accountpromptlogin2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountpromptlogin2 = de_ch2_accountpromptlogin2;
export { accountpromptlogin2 as "accountPromptLogin" }