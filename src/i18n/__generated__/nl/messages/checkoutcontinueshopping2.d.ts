export { checkoutcontinueshopping2 as "checkoutContinueShopping" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcontinueshopping2Inputs = {};
/**

* @param {Checkoutcontinueshopping2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutcontinueshopping2: ((inputs?: Checkoutcontinueshopping2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcontinueshopping2Inputs, {
    locale?: "nl";
}, {}>;
