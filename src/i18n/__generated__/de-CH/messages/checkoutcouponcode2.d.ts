export { checkoutcouponcode2 as "checkoutCouponCode" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcouponcode2Inputs = {};
/**

* @param {Checkoutcouponcode2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutcouponcode2: ((inputs?: Checkoutcouponcode2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcouponcode2Inputs, {
    locale?: "de-CH";
}, {}>;
