/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentmethod2Inputs */

const sv_customerpaymentmethod2 = /** @type {(inputs: Customerpaymentmethod2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betalsätt`)
};

/**

* @param {Customerpaymentmethod2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerpaymentmethod2 = sv_customerpaymentmethod2;
export { customerpaymentmethod2 as "customerPaymentMethod" }