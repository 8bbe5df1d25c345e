/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfreegift2Inputs */

const nl_checkoutfreegift2 = /** @type {(inputs: Checkoutfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis artikel`)
};

/**

* @param {Checkoutfreegift2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutfreegift2 = nl_checkoutfreegift2;
export { checkoutfreegift2 as "checkoutFreeGift" }