/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coupon_Copied12Inputs */

const fr_coupon_copied12 = /** @type {(inputs: Coupon_Copied12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code promo copié`)
};

/**

* @param {Coupon_Copied12Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const coupon_copied12 = /** @type {((inputs?: Coupon_Copied12Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coupon_Copied12Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_coupon_copied12(inputs)
});
export { coupon_copied12 as "COUPON_COPIED" }