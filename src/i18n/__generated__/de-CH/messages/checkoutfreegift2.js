/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfreegift2Inputs */

const de_ch2_checkoutfreegift2 = /** @type {(inputs: Checkoutfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratisartikel`)
};

/**

* @param {Checkoutfreegift2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutfreegift2 = de_ch2_checkoutfreegift2;
export { checkoutfreegift2 as "checkoutFreeGift" }