/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptregister2Inputs */

const sk_accountpromptregister2 = /** @type {(inputs: Accountpromptregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaregistrovať sa`)
};

/**

* @param {Accountpromptregister2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountpromptregister2 = sk_accountpromptregister2;
export { accountpromptregister2 as "accountPromptRegister" }