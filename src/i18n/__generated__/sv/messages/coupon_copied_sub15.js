/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied_Sub15Inputs */

const sv_coupon_copied_sub15 = /** @type {(inputs: Coupon_Copied_Sub15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kan använda koden i kassan.`)
};

/**

* @param {Coupon_Copied_Sub15Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const coupon_copied_sub15 = sv_coupon_copied_sub15;
export { coupon_copied_sub15 as "COUPON_COPIED_SUB" }