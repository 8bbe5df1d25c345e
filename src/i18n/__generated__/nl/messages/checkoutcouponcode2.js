/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponcode2Inputs */

const nl_checkoutcouponcode2 = /** @type {(inputs: Checkoutcouponcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kortingscode`)
};

/**

* @param {Checkoutcouponcode2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcouponcode2 = nl_checkoutcouponcode2;
export { checkoutcouponcode2 as "checkoutCouponCode" }