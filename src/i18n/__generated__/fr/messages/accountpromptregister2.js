/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptregister2Inputs */

const fr_accountpromptregister2 = /** @type {(inputs: Accountpromptregister2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

/**

* @param {Accountpromptregister2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountpromptregister2 = fr_accountpromptregister2;
export { accountpromptregister2 as "accountPromptRegister" }