/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentquestion2Inputs */

const sv_checkoutpaymentquestion2 = /** @type {(inputs: Checkoutpaymentquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hur vill du betala?`)
};

/**

* @param {Checkoutpaymentquestion2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentquestion2 = sv_checkoutpaymentquestion2;
export { checkoutpaymentquestion2 as "checkoutPaymentQuestion" }