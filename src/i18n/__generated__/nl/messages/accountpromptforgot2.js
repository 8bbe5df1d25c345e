/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptforgot2Inputs */

const nl_accountpromptforgot2 = /** @type {(inputs: Accountpromptforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord vergeten?`)
};

/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountpromptforgot2 = nl_accountpromptforgot2;
export { accountpromptforgot2 as "accountPromptForgot" }