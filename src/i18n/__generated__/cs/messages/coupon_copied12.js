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
const coupon_copied12 = /** @type {((inputs?: Coupon_Copied12Inputs, options?: { locale?: "cs" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coupon_Copied12Inputs, { locale?: "cs" }, {}>} */ ((inputs = {}, options = {}) => {
	return cs_coupon_copied12(inputs)
});
export { coupon_copied12 as "COUPON_COPIED" }