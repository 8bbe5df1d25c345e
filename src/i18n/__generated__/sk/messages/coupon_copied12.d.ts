export { coupon_copied12 as "COUPON_COPIED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Coupon_Copied12Inputs = {};
/**

* @param {Coupon_Copied12Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const coupon_copied12: ((inputs?: Coupon_Copied12Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coupon_Copied12Inputs, {
    locale?: "sk";
}, {}>;
