/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentmethod2Inputs */

const sk_customerpaymentmethod2 = /** @type {(inputs: Customerpaymentmethod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spôsob platby`)
};

/**

* @param {Customerpaymentmethod2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerpaymentmethod2 = sk_customerpaymentmethod2;
export { customerpaymentmethod2 as "customerPaymentMethod" }