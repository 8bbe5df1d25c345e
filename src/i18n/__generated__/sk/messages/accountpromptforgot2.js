/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptforgot2Inputs */

const sk_accountpromptforgot2 = /** @type {(inputs: Accountpromptforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zabudli ste heslo?`)
};

/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountpromptforgot2 = sk_accountpromptforgot2;
export { accountpromptforgot2 as "accountPromptForgot" }