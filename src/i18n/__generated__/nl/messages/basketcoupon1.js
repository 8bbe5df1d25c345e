/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketcoupon1Inputs */

const nl_basketcoupon1 = /** @type {(inputs: Basketcoupon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kortingscodes kun je aan het einde van je bestelling invullen.`)
};

/**

* @param {Basketcoupon1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketcoupon1 = nl_basketcoupon1;
export { basketcoupon1 as "basketCoupon" }