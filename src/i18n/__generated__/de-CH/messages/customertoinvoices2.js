/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertoinvoices2Inputs */

const de_ch2_customertoinvoices2 = /** @type {(inputs: Customertoinvoices2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Ihren Rechnungen`)
};

/**

* @param {Customertoinvoices2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customertoinvoices2 = de_ch2_customertoinvoices2;
export { customertoinvoices2 as "customerToInvoices" }