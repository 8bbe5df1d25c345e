/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodpaymentpause3Inputs */

const nl_customermethodpaymentpause3 = /** @type {(inputs: Customermethodpaymentpause3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betaalpauze`)
};

/**

* @param {Customermethodpaymentpause3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customermethodpaymentpause3 = nl_customermethodpaymentpause3;
export { customermethodpaymentpause3 as "customerMethodPaymentPause" }