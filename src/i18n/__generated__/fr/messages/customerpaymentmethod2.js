/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentmethod2Inputs */

const fr_customerpaymentmethod2 = /** @type {(inputs: Customerpaymentmethod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode de paiement`)
};

/**

* @param {Customerpaymentmethod2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerpaymentmethod2 = fr_customerpaymentmethod2;
export { customerpaymentmethod2 as "customerPaymentMethod" }