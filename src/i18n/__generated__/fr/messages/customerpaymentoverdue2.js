/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentoverdue2Inputs */

const fr_customerpaymentoverdue2 = /** @type {(inputs: Customerpaymentoverdue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en retard`)
};

/**

* @param {Customerpaymentoverdue2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerpaymentoverdue2 = fr_customerpaymentoverdue2;
export { customerpaymentoverdue2 as "customerPaymentOverdue" }