/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcoupon1Inputs */

const sk_basketcoupon1 = /** @type {(inputs: Basketcoupon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zľavový kód môžete uplatniť na konci objednávky.`)
};

/**

* @param {Basketcoupon1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketcoupon1 = sk_basketcoupon1;
export { basketcoupon1 as "basketCoupon" }