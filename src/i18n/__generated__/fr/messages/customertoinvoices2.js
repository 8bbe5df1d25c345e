/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoinvoices2Inputs */

const fr_customertoinvoices2 = /** @type {(inputs: Customertoinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vers vos factures`)
};

/**

* @param {Customertoinvoices2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertoinvoices2 = fr_customertoinvoices2;
export { customertoinvoices2 as "customerToInvoices" }