/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptinvoices2Inputs */

const fr_accountpromptinvoices2 = /** @type {(inputs: Accountpromptinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`consulter vos factures à tout moment`)
};

/**

* @param {Accountpromptinvoices2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountpromptinvoices2 = fr_accountpromptinvoices2;
export { accountpromptinvoices2 as "accountPromptInvoices" }