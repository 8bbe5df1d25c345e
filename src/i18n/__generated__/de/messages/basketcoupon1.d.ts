export { basketcoupon1 as "basketCoupon" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketcoupon1Inputs = {};
/**

* @param {Basketcoupon1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketcoupon1: ((inputs?: Basketcoupon1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketcoupon1Inputs, {
    locale?: "de";
}, {}>;
