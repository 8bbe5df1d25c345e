/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfreegift2Inputs */

const sk_checkoutfreegift2 = /** @type {(inputs: Checkoutfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darček zadarmo`)
};

/**

* @param {Checkoutfreegift2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutfreegift2 = sk_checkoutfreegift2;
export { checkoutfreegift2 as "checkoutFreeGift" }