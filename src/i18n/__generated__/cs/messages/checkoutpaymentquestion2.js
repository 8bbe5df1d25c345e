/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentquestion2Inputs */

const cs_checkoutpaymentquestion2 = /** @type {(inputs: Checkoutpaymentquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak chcete zaplatit?`)
};

/**

* @param {Checkoutpaymentquestion2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentquestion2 = cs_checkoutpaymentquestion2;
export { checkoutpaymentquestion2 as "checkoutPaymentQuestion" }