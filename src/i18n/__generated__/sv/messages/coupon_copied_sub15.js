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
const coupon_copied_sub15 = /** @type {((inputs?: Coupon_Copied_Sub15Inputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coupon_Copied_Sub15Inputs, { locale?: "sv" }, {}>} */ ((inputs = {}, options = {}) => {
	return sv_coupon_copied_sub15(inputs)
});
export { coupon_copied_sub15 as "COUPON_COPIED_SUB" }