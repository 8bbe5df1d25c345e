/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutcouponredeemed2Inputs */

const sv_checkoutcouponredeemed2 = /** @type {(inputs: Checkoutcouponredeemed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Värdekod ${i?.code} inlöst`)
};

/**

* @param {Checkoutcouponredeemed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutcouponredeemed2 = sv_checkoutcouponredeemed2;
export { checkoutcouponredeemed2 as "checkoutCouponRedeemed" }