/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutpaymentnotavailable3Inputs */

const de_checkoutpaymentnotavailable3 = /** @type {(inputs: Checkoutpaymentnotavailable3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Zahlungsart ist für Ihre Bestellung leider nicht möglich.`)
};

/**

* @param {Checkoutpaymentnotavailable3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutpaymentnotavailable3 = de_checkoutpaymentnotavailable3;
export { checkoutpaymentnotavailable3 as "checkoutPaymentNotAvailable" }