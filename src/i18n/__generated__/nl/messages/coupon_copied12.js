/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied12Inputs */

const nl_coupon_copied12 = /** @type {(inputs: Coupon_Copied12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kortingscode gekopieerd`)
};

/**

* @param {Coupon_Copied12Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const coupon_copied12 = nl_coupon_copied12;
export { coupon_copied12 as "COUPON_COPIED" }