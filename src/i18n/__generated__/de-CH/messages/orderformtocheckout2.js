/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtocheckout2Inputs */

const de_ch2_orderformtocheckout2 = /** @type {(inputs: Orderformtocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Kasse`)
};

/**

* @param {Orderformtocheckout2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformtocheckout2 = de_ch2_orderformtocheckout2;
export { orderformtocheckout2 as "orderformToCheckout" }