/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentmethod2Inputs */

const nl_customerpaymentmethod2 = /** @type {(inputs: Customerpaymentmethod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betaalmethode`)
};

/**

* @param {Customerpaymentmethod2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerpaymentmethod2 = nl_customerpaymentmethod2;
export { customerpaymentmethod2 as "customerPaymentMethod" }