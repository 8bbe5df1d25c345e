/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied12Inputs */

const sk_coupon_copied12 = /** @type {(inputs: Coupon_Copied12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zľavový kód bol skopírovaný`)
};

/**

* @param {Coupon_Copied12Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const coupon_copied12 = sk_coupon_copied12;
export { coupon_copied12 as "COUPON_COPIED" }