/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentoverdue2Inputs */

const de_ch2_customerpaymentoverdue2 = /** @type {(inputs: Customerpaymentoverdue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`überfällig`)
};

/**

* @param {Customerpaymentoverdue2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerpaymentoverdue2 = de_ch2_customerpaymentoverdue2;
export { customerpaymentoverdue2 as "customerPaymentOverdue" }