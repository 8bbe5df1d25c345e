/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoinvoices3Inputs */

const sk_customerbacktoinvoices3 = /** @type {(inputs: Customerbacktoinvoices3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Späť k Vašim faktúram`)
};

/**

* @param {Customerbacktoinvoices3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerbacktoinvoices3 = sk_customerbacktoinvoices3;
export { customerbacktoinvoices3 as "customerBackToInvoices" }