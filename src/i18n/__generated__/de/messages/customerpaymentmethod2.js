/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentmethod2Inputs */

const de_customerpaymentmethod2 = /** @type {(inputs: Customerpaymentmethod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsart`)
};

/**

* @param {Customerpaymentmethod2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerpaymentmethod2 = de_customerpaymentmethod2;
export { customerpaymentmethod2 as "customerPaymentMethod" }