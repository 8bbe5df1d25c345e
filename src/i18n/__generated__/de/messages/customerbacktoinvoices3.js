/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerbacktoinvoices3Inputs */

const de_customerbacktoinvoices3 = /** @type {(inputs: Customerbacktoinvoices3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu Ihren Rechnungen`)
};

/**

* @param {Customerbacktoinvoices3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerbacktoinvoices3 = de_customerbacktoinvoices3;
export { customerbacktoinvoices3 as "customerBackToInvoices" }