export { checkoutcouponinvalid2 as "checkoutCouponInvalid" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcouponinvalid2Inputs = {};
/**

* @param {Checkoutcouponinvalid2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutcouponinvalid2: ((inputs?: Checkoutcouponinvalid2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcouponinvalid2Inputs, {
    locale?: "de";
}, {}>;
