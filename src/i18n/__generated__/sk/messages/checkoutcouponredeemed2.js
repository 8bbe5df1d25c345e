/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutcouponredeemed2Inputs */

const sk_checkoutcouponredeemed2 = /** @type {(inputs: Checkoutcouponredeemed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poukážka ${i?.code} uplatnená`)
};

/**

* @param {Checkoutcouponredeemed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutcouponredeemed2 = sk_checkoutcouponredeemed2;
export { checkoutcouponredeemed2 as "checkoutCouponRedeemed" }