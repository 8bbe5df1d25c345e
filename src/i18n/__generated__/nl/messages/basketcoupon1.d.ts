export { basketcoupon1 as "basketCoupon" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketcoupon1Inputs = {};
/**

* @param {Basketcoupon1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketcoupon1: ((inputs?: Basketcoupon1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketcoupon1Inputs, {
    locale?: "nl";
}, {}>;
