/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentquestion2Inputs */

const sk_checkoutpaymentquestion2 = /** @type {(inputs: Checkoutpaymentquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ako chcete zaplatiť?`)
};

/**

* @param {Checkoutpaymentquestion2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentquestion2 = sk_checkoutpaymentquestion2;
export { checkoutpaymentquestion2 as "checkoutPaymentQuestion" }