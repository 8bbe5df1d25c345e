export { checkoutcouponhint2 as "checkoutCouponHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcouponhint2Inputs = {};
/**

* @param {Checkoutcouponhint2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutcouponhint2: ((inputs?: Checkoutcouponhint2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcouponhint2Inputs, {
    locale?: "sv";
}, {}>;
