/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcontinueshopping2Inputs */

const de_checkoutcontinueshopping2 = /** @type {(inputs: Checkoutcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter einkaufen`)
};

/**

* @param {Checkoutcontinueshopping2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutcontinueshopping2 = de_checkoutcontinueshopping2;
export { checkoutcontinueshopping2 as "checkoutContinueShopping" }