/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtocheckout2Inputs */

const sv_orderformtocheckout2 = /** @type {(inputs: Orderformtocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till kassan`)
};

/**

* @param {Orderformtocheckout2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformtocheckout2 = sv_orderformtocheckout2;
export { orderformtocheckout2 as "orderformToCheckout" }