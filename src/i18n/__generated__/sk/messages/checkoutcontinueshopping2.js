/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcontinueshopping2Inputs */

const sk_checkoutcontinueshopping2 = /** @type {(inputs: Checkoutcontinueshopping2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovať v nákupe`)
};

/**

* @param {Checkoutcontinueshopping2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcontinueshopping2 = sk_checkoutcontinueshopping2;
export { checkoutcontinueshopping2 as "checkoutContinueShopping" }