/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponcode2Inputs */

const cs_checkoutcouponcode2 = /** @type {(inputs: Checkoutcouponcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kód poukazu`)
};

/**

* @param {Checkoutcouponcode2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutcouponcode2 = cs_checkoutcouponcode2;
export { checkoutcouponcode2 as "checkoutCouponCode" }