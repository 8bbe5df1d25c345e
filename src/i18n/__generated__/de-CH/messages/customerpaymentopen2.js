/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentopen2Inputs */

const de_ch2_customerpaymentopen2 = /** @type {(inputs: Customerpaymentopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offen`)
};

/**

* @param {Customerpaymentopen2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerpaymentopen2 = de_ch2_customerpaymentopen2;
export { customerpaymentopen2 as "customerPaymentOpen" }