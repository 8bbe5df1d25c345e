/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponcode2Inputs */

const fr_checkoutcouponcode2 = /** @type {(inputs: Checkoutcouponcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de réduction`)
};

/**

* @param {Checkoutcouponcode2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcouponcode2 = fr_checkoutcouponcode2;
export { checkoutcouponcode2 as "checkoutCouponCode" }