/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentquestion2Inputs */

const fr_checkoutpaymentquestion2 = /** @type {(inputs: Checkoutpaymentquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment souhaitez-vous payer ?`)
};

/**

* @param {Checkoutpaymentquestion2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentquestion2 = fr_checkoutpaymentquestion2;
export { checkoutpaymentquestion2 as "checkoutPaymentQuestion" }