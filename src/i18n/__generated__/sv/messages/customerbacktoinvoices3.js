/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoinvoices3Inputs */

const sv_customerbacktoinvoices3 = /** @type {(inputs: Customerbacktoinvoices3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tillbaka till dina fakturor`)
};

/**

* @param {Customerbacktoinvoices3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerbacktoinvoices3 = sv_customerbacktoinvoices3;
export { customerbacktoinvoices3 as "customerBackToInvoices" }