/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentopen2Inputs */

const fr_customerpaymentopen2 = /** @type {(inputs: Customerpaymentopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ouvert`)
};

/**

* @param {Customerpaymentopen2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerpaymentopen2 = fr_customerpaymentopen2;
export { customerpaymentopen2 as "customerPaymentOpen" }