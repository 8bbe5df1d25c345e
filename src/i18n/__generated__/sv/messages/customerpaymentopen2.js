/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentopen2Inputs */

const sv_customerpaymentopen2 = /** @type {(inputs: Customerpaymentopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obetald`)
};

/**

* @param {Customerpaymentopen2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerpaymentopen2 = sv_customerpaymentopen2;
export { customerpaymentopen2 as "customerPaymentOpen" }