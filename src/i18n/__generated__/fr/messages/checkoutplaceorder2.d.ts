export { checkoutplaceorder2 as "checkoutPlaceOrder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutplaceorder2Inputs = {};
/**

* @param {Checkoutplaceorder2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutplaceorder2: ((inputs?: Checkoutplaceorder2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutplaceorder2Inputs, {
    locale?: "fr";
}, {}>;
