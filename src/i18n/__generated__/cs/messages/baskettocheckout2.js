/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettocheckout2Inputs */

const cs_baskettocheckout2 = /** @type {(inputs: Baskettocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K pokladně`)
};

/**

* @param {Baskettocheckout2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const baskettocheckout2 = cs_baskettocheckout2;
export { baskettocheckout2 as "basketToCheckout" }