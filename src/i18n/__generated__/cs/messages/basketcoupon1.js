/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcoupon1Inputs */

const cs_basketcoupon1 = /** @type {(inputs: Basketcoupon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slevový kód můžete uplatnit na konci objednávky.`)
};

/**

* @param {Basketcoupon1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketcoupon1 = cs_basketcoupon1;
export { basketcoupon1 as "basketCoupon" }