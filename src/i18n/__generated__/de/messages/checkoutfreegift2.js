/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfreegift2Inputs */

const de_checkoutfreegift2 = /** @type {(inputs: Checkoutfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratisartikel`)
};

/**

* @param {Checkoutfreegift2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutfreegift2 = de_checkoutfreegift2;
export { checkoutfreegift2 as "checkoutFreeGift" }