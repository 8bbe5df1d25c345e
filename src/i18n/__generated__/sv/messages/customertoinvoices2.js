/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoinvoices2Inputs */

const sv_customertoinvoices2 = /** @type {(inputs: Customertoinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till dina fakturor`)
};

/**

* @param {Customertoinvoices2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customertoinvoices2 = sv_customertoinvoices2;
export { customertoinvoices2 as "customerToInvoices" }