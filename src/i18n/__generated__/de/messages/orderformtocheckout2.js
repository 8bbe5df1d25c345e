/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtocheckout2Inputs */

const de_orderformtocheckout2 = /** @type {(inputs: Orderformtocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Kasse`)
};

/**

* @param {Orderformtocheckout2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformtocheckout2 = de_orderformtocheckout2;
export { orderformtocheckout2 as "orderformToCheckout" }