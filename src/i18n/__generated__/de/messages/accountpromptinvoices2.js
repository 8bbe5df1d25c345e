/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptinvoices2Inputs */

const de_accountpromptinvoices2 = /** @type {(inputs: Accountpromptinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen jederzeit einsehen`)
};

/**

* @param {Accountpromptinvoices2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountpromptinvoices2 = de_accountpromptinvoices2;
export { accountpromptinvoices2 as "accountPromptInvoices" }