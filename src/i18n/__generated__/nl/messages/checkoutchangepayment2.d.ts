export { checkoutchangepayment2 as "checkoutChangePayment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutchangepayment2Inputs = {};
/**

* @param {Checkoutchangepayment2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutchangepayment2: ((inputs?: Checkoutchangepayment2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutchangepayment2Inputs, {
    locale?: "nl";
}, {}>;
