/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodpaymentpause3Inputs */

const sv_customermethodpaymentpause3 = /** @type {(inputs: Customermethodpaymentpause3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betalpaus`)
};

/**

* @param {Customermethodpaymentpause3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customermethodpaymentpause3 = sv_customermethodpaymentpause3;
export { customermethodpaymentpause3 as "customerMethodPaymentPause" }