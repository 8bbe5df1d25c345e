/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptregister2Inputs */

const cs_accountpromptregister2 = /** @type {(inputs: Accountpromptregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaregistrovat se`)
};

/**

* @param {Accountpromptregister2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountpromptregister2 = cs_accountpromptregister2;
export { accountpromptregister2 as "accountPromptRegister" }