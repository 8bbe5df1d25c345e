/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettocheckout2Inputs */

const sv_baskettocheckout2 = /** @type {(inputs: Baskettocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till kassan`)
};

/**

* @param {Baskettocheckout2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const baskettocheckout2 = sv_baskettocheckout2;
export { baskettocheckout2 as "basketToCheckout" }