/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptregister2Inputs */

const nl_accountpromptregister2 = /** @type {(inputs: Accountpromptregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nu registreren`)
};

/**

* @param {Accountpromptregister2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountpromptregister2 = nl_accountpromptregister2;
export { accountpromptregister2 as "accountPromptRegister" }