/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettocheckout2Inputs */

const nl_baskettocheckout2 = /** @type {(inputs: Baskettocheckout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afrekenen`)
};

/**

* @param {Baskettocheckout2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const baskettocheckout2 = nl_baskettocheckout2;
export { baskettocheckout2 as "basketToCheckout" }