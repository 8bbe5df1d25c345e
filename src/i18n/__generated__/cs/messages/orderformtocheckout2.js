/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtocheckout2Inputs */

const cs_orderformtocheckout2 = /** @type {(inputs: Orderformtocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K pokladně`)
};

/**

* @param {Orderformtocheckout2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformtocheckout2 = cs_orderformtocheckout2;
export { orderformtocheckout2 as "orderformToCheckout" }