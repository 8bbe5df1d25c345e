/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied_Sub15Inputs */

const de_coupon_copied_sub15 = /** @type {(inputs: Coupon_Copied_Sub15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes können bei der Bezahlung eingelöst werden.`)
};

/**

* @param {Coupon_Copied_Sub15Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const coupon_copied_sub15 = de_coupon_copied_sub15;
export { coupon_copied_sub15 as "COUPON_COPIED_SUB" }