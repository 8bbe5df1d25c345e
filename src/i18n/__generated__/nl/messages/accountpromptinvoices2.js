/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptinvoices2Inputs */

const nl_accountpromptinvoices2 = /** @type {(inputs: Accountpromptinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`altijd je facturen bekijken`)
};

/**

* @param {Accountpromptinvoices2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountpromptinvoices2 = nl_accountpromptinvoices2;
export { accountpromptinvoices2 as "accountPromptInvoices" }