/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied_Sub15Inputs */

const nl_coupon_copied_sub15 = /** @type {(inputs: Coupon_Copied_Sub15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je kunt de code bij het afrekenen gebruiken.`)
};

/**

* @param {Coupon_Copied_Sub15Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const coupon_copied_sub15 = nl_coupon_copied_sub15;
export { coupon_copied_sub15 as "COUPON_COPIED_SUB" }