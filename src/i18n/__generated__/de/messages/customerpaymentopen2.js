/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerpaymentopen2Inputs */

const de_customerpaymentopen2 = /** @type {(inputs: Customerpaymentopen2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offen`)
};

/**

* @param {Customerpaymentopen2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerpaymentopen2 = de_customerpaymentopen2;
export { customerpaymentopen2 as "customerPaymentOpen" }