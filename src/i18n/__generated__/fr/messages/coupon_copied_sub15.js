/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied_Sub15Inputs */

const fr_coupon_copied_sub15 = /** @type {(inputs: Coupon_Copied_Sub15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pourrez utiliser le code lors du paiement.`)
};

/**

* @param {Coupon_Copied_Sub15Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const coupon_copied_sub15 = fr_coupon_copied_sub15;
export { coupon_copied_sub15 as "COUPON_COPIED_SUB" }