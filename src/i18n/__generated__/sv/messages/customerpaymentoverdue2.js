/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentoverdue2Inputs */

const sv_customerpaymentoverdue2 = /** @type {(inputs: Customerpaymentoverdue2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`förfallen`)
};

/**

* @param {Customerpaymentoverdue2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerpaymentoverdue2 = sv_customerpaymentoverdue2;
export { customerpaymentoverdue2 as "customerPaymentOverdue" }