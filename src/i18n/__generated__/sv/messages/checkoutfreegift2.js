/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfreegift2Inputs */

const sv_checkoutfreegift2 = /** @type {(inputs: Checkoutfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratisartikel`)
};

/**

* @param {Checkoutfreegift2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutfreegift2 = sv_checkoutfreegift2;
export { checkoutfreegift2 as "checkoutFreeGift" }