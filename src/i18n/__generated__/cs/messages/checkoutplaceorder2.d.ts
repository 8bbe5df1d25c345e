export { checkoutplaceorder2 as "checkoutPlaceOrder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutplaceorder2Inputs = {};
/**

* @param {Checkoutplaceorder2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutplaceorder2: ((inputs?: Checkoutplaceorder2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutplaceorder2Inputs, {
    locale?: "cs";
}, {}>;
