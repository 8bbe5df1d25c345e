/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptforgot2Inputs */

const sv_accountpromptforgot2 = /** @type {(inputs: Accountpromptforgot2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Glömt lösenordet?`)
};

/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountpromptforgot2 = sv_accountpromptforgot2;
export { accountpromptforgot2 as "accountPromptForgot" }