/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcontinueshopping2Inputs */

const de_ch2_checkoutcontinueshopping2 = /** @type {(inputs: Checkoutcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter einkaufen`)
};

/**

* @param {Checkoutcontinueshopping2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutcontinueshopping2 = de_ch2_checkoutcontinueshopping2;
export { checkoutcontinueshopping2 as "checkoutContinueShopping" }