/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied12Inputs */

const de_ch2_coupon_copied12 = /** @type {(inputs: Coupon_Copied12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionscode kopiert`)
};

/**

* @param {Coupon_Copied12Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const coupon_copied12 = de_ch2_coupon_copied12;
export { coupon_copied12 as "COUPON_COPIED" }