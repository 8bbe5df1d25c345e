/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponcode2Inputs */

const sk_checkoutcouponcode2 = /** @type {(inputs: Checkoutcouponcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kód poukážky`)
};

/**

* @param {Checkoutcouponcode2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcouponcode2 = sk_checkoutcouponcode2;
export { checkoutcouponcode2 as "checkoutCouponCode" }