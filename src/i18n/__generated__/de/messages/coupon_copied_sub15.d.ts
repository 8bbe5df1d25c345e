export { coupon_copied_sub15 as "COUPON_COPIED_SUB" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Coupon_Copied_Sub15Inputs = {};
/**

* @param {Coupon_Copied_Sub15Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const coupon_copied_sub15: ((inputs?: Coupon_Copied_Sub15Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coupon_Copied_Sub15Inputs, {
    locale?: "de";
}, {}>;
