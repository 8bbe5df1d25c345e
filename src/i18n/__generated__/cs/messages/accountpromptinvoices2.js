/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptinvoices2Inputs */

const cs_accountpromptinvoices2 = /** @type {(inputs: Accountpromptinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kdykoli zobrazit faktury`)
};

/**

* @param {Accountpromptinvoices2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountpromptinvoices2 = cs_accountpromptinvoices2;
export { accountpromptinvoices2 as "accountPromptInvoices" }