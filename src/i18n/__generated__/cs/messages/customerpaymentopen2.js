/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentopen2Inputs */

const cs_customerpaymentopen2 = /** @type {(inputs: Customerpaymentopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nezaplaceno`)
};

/**

* @param {Customerpaymentopen2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerpaymentopen2 = cs_customerpaymentopen2;
export { customerpaymentopen2 as "customerPaymentOpen" }