/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodpaymentpause3Inputs */

const fr_customermethodpaymentpause3 = /** @type {(inputs: Customermethodpaymentpause3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement différé`)
};

/**

* @param {Customermethodpaymentpause3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customermethodpaymentpause3 = fr_customermethodpaymentpause3;
export { customermethodpaymentpause3 as "customerMethodPaymentPause" }