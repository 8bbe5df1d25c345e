/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutcouponredeemed2Inputs */

const fr_checkoutcouponredeemed2 = /** @type {(inputs: Checkoutcouponredeemed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bon ${i?.code} utilisé`)
};

/**

* @param {Checkoutcouponredeemed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutcouponredeemed2 = fr_checkoutcouponredeemed2;
export { checkoutcouponredeemed2 as "checkoutCouponRedeemed" }