/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodpaymentpause3Inputs */

const de_ch2_customermethodpaymentpause3 = /** @type {(inputs: Customermethodpaymentpause3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlpause`)
};

/**

* @param {Customermethodpaymentpause3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customermethodpaymentpause3 = de_ch2_customermethodpaymentpause3;
export { customermethodpaymentpause3 as "customerMethodPaymentPause" }