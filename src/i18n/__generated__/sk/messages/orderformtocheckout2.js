/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtocheckout2Inputs */

const sk_orderformtocheckout2 = /** @type {(inputs: Orderformtocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do pokladne`)
};

/**

* @param {Orderformtocheckout2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformtocheckout2 = sk_orderformtocheckout2;
export { orderformtocheckout2 as "orderformToCheckout" }