/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentnotavailable3Inputs */

const nl_checkoutpaymentnotavailable3 = /** @type {(inputs: Checkoutpaymentnotavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze betaalmethode is helaas niet mogelijk voor je bestelling.`)
};

/**

* @param {Checkoutpaymentnotavailable3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentnotavailable3 = nl_checkoutpaymentnotavailable3;
export { checkoutpaymentnotavailable3 as "checkoutPaymentNotAvailable" }