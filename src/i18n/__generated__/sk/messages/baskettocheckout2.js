/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettocheckout2Inputs */

const sk_baskettocheckout2 = /** @type {(inputs: Baskettocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K pokladni`)
};

/**

* @param {Baskettocheckout2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const baskettocheckout2 = sk_baskettocheckout2;
export { baskettocheckout2 as "basketToCheckout" }