/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponcode2Inputs */

const sv_checkoutcouponcode2 = /** @type {(inputs: Checkoutcouponcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Värdekod`)
};

/**

* @param {Checkoutcouponcode2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcouponcode2 = sv_checkoutcouponcode2;
export { checkoutcouponcode2 as "checkoutCouponCode" }