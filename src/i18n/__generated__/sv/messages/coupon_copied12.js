/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied12Inputs */

const sv_coupon_copied12 = /** @type {(inputs: Coupon_Copied12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rabattkoden har kopierats`)
};

/**

* @param {Coupon_Copied12Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const coupon_copied12 = sv_coupon_copied12;
export { coupon_copied12 as "COUPON_COPIED" }