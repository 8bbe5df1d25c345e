/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptforgot2Inputs */

const cs_accountpromptforgot2 = /** @type {(inputs: Accountpromptforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zapomněli jste heslo?`)
};

/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountpromptforgot2 = cs_accountpromptforgot2;
export { accountpromptforgot2 as "accountPromptForgot" }