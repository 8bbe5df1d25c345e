export { checkoutbasketempty2 as "checkoutBasketEmpty" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutbasketempty2Inputs = {};
/**

* @param {Checkoutbasketempty2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutbasketempty2: ((inputs?: Checkoutbasketempty2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutbasketempty2Inputs, {
    locale?: "cs";
}, {}>;
