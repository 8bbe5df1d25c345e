/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentoverdue2Inputs */

const nl_customerpaymentoverdue2 = /** @type {(inputs: Customerpaymentoverdue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`achterstallig`)
};

/**

* @param {Customerpaymentoverdue2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerpaymentoverdue2 = nl_customerpaymentoverdue2;
export { customerpaymentoverdue2 as "customerPaymentOverdue" }