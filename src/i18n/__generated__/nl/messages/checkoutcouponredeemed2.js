/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutcouponredeemed2Inputs */

const nl_checkoutcouponredeemed2 = /** @type {(inputs: Checkoutcouponredeemed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kortingscode ${i?.code} verzilverd`)
};

/**

* @param {Checkoutcouponredeemed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcouponredeemed2 = nl_checkoutcouponredeemed2;
export { checkoutcouponredeemed2 as "checkoutCouponRedeemed" }