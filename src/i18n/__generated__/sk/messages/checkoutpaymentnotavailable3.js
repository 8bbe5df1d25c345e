/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentnotavailable3Inputs */

const sk_checkoutpaymentnotavailable3 = /** @type {(inputs: Checkoutpaymentnotavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tento spôsob platby bohužiaľ nie je pre Vašu objednávku možný.`)
};

/**

* @param {Checkoutpaymentnotavailable3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentnotavailable3 = sk_checkoutpaymentnotavailable3;
export { checkoutpaymentnotavailable3 as "checkoutPaymentNotAvailable" }