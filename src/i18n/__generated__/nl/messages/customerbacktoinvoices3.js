/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoinvoices3Inputs */

const nl_customerbacktoinvoices3 = /** @type {(inputs: Customerbacktoinvoices3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terug naar je facturen`)
};

/**

* @param {Customerbacktoinvoices3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerbacktoinvoices3 = nl_customerbacktoinvoices3;
export { customerbacktoinvoices3 as "customerBackToInvoices" }