/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentnotavailable3Inputs */

const cs_checkoutpaymentnotavailable3 = /** @type {(inputs: Checkoutpaymentnotavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tento způsob platby bohužel není pro Vaši objednávku možný.`)
};

/**

* @param {Checkoutpaymentnotavailable3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentnotavailable3 = cs_checkoutpaymentnotavailable3;
export { checkoutpaymentnotavailable3 as "checkoutPaymentNotAvailable" }