/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied12Inputs */

const cs_coupon_copied12 = /** @type {(inputs: Coupon_Copied12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slevový kód zkopírován`)
};

/**

* @param {Coupon_Copied12Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const coupon_copied12 = cs_coupon_copied12;
export { coupon_copied12 as "COUPON_COPIED" }