export { checkoutcouponhint2 as "checkoutCouponHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcouponhint2Inputs = {};
/**

* @param {Checkoutcouponhint2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutcouponhint2: ((inputs?: Checkoutcouponhint2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcouponhint2Inputs, {
    locale?: "nl";
}, {}>;
