/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentoverdue2Inputs */

const cs_customerpaymentoverdue2 = /** @type {(inputs: Customerpaymentoverdue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`po splatnosti`)
};

/**

* @param {Customerpaymentoverdue2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerpaymentoverdue2 = cs_customerpaymentoverdue2;
export { customerpaymentoverdue2 as "customerPaymentOverdue" }