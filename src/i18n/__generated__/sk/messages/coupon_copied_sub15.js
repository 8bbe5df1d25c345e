/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied_Sub15Inputs */

const sk_coupon_copied_sub15 = /** @type {(inputs: Coupon_Copied_Sub15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kód môžete uplatniť pri platbe.`)
};

/**

* @param {Coupon_Copied_Sub15Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const coupon_copied_sub15 = sk_coupon_copied_sub15;
export { coupon_copied_sub15 as "COUPON_COPIED_SUB" }