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
const coupon_copied12 = /** @type {((inputs?: Coupon_Copied12Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coupon_Copied12Inputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl_coupon_copied12(inputs)
});
export { coupon_copied12 as "COUPON_COPIED" }