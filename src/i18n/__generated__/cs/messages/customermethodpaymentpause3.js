/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodpaymentpause3Inputs */

const cs_customermethodpaymentpause3 = /** @type {(inputs: Customermethodpaymentpause3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odklad platby`)
};

/**

* @param {Customermethodpaymentpause3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customermethodpaymentpause3 = cs_customermethodpaymentpause3;
export { customermethodpaymentpause3 as "customerMethodPaymentPause" }