/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Checkoutcouponredeemed2Inputs */

const de_ch2_checkoutcouponredeemed2 = /** @type {(inputs: Checkoutcouponredeemed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gutschein ${i?.code} eingelöst`)
};

/**

* @param {Checkoutcouponredeemed2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutcouponredeemed2 = de_ch2_checkoutcouponredeemed2;
export { checkoutcouponredeemed2 as "checkoutCouponRedeemed" }