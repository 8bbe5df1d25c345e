/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettocheckout2Inputs */

const fr_baskettocheckout2 = /** @type {(inputs: Baskettocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commander`)
};

/**

* @param {Baskettocheckout2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const baskettocheckout2 = fr_baskettocheckout2;
export { baskettocheckout2 as "basketToCheckout" }