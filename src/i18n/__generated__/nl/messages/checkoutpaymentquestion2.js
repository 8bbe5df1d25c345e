/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentquestion2Inputs */

const nl_checkoutpaymentquestion2 = /** @type {(inputs: Checkoutpaymentquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoe wil je betalen?`)
};

/**

* @param {Checkoutpaymentquestion2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentquestion2 = nl_checkoutpaymentquestion2;
export { checkoutpaymentquestion2 as "checkoutPaymentQuestion" }