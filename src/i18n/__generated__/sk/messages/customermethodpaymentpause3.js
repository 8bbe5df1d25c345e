/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodpaymentpause3Inputs */

const sk_customermethodpaymentpause3 = /** @type {(inputs: Customermethodpaymentpause3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odklad platby`)
};

/**

* @param {Customermethodpaymentpause3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customermethodpaymentpause3 = sk_customermethodpaymentpause3;
export { customermethodpaymentpause3 as "customerMethodPaymentPause" }