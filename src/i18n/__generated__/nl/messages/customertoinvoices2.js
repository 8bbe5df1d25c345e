/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoinvoices2Inputs */

const nl_customertoinvoices2 = /** @type {(inputs: Customertoinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar je facturen`)
};

/**

* @param {Customertoinvoices2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertoinvoices2 = nl_customertoinvoices2;
export { customertoinvoices2 as "customerToInvoices" }