/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptinvoices2Inputs */

const sv_accountpromptinvoices2 = /** @type {(inputs: Accountpromptinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se dina fakturor när du vill`)
};

/**

* @param {Accountpromptinvoices2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountpromptinvoices2 = sv_accountpromptinvoices2;
export { accountpromptinvoices2 as "accountPromptInvoices" }