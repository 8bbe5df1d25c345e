/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptinvoices2Inputs */

const sk_accountpromptinvoices2 = /** @type {(inputs: Accountpromptinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kedykoľvek si pozrieť faktúry`)
};

/**

* @param {Accountpromptinvoices2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountpromptinvoices2 = sk_accountpromptinvoices2;
export { accountpromptinvoices2 as "accountPromptInvoices" }