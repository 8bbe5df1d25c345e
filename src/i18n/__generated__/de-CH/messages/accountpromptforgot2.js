/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptforgot2Inputs */

const de_ch2_accountpromptforgot2 = /** @type {(inputs: Accountpromptforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountpromptforgot2 = de_ch2_accountpromptforgot2;
export { accountpromptforgot2 as "accountPromptForgot" }