/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentnotavailable3Inputs */

const sv_checkoutpaymentnotavailable3 = /** @type {(inputs: Checkoutpaymentnotavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Det här betalsättet är tyvärr inte möjligt för din order.`)
};

/**

* @param {Checkoutpaymentnotavailable3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentnotavailable3 = sv_checkoutpaymentnotavailable3;
export { checkoutpaymentnotavailable3 as "checkoutPaymentNotAvailable" }