/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoinvoices2Inputs */

const sk_customertoinvoices2 = /** @type {(inputs: Customertoinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K Vašim faktúram`)
};

/**

* @param {Customertoinvoices2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertoinvoices2 = sk_customertoinvoices2;
export { customertoinvoices2 as "customerToInvoices" }