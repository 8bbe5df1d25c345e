export { checkoutpaymentrequired2 as "checkoutPaymentRequired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutpaymentrequired2Inputs = {};
/**

* @param {Checkoutpaymentrequired2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutpaymentrequired2: ((inputs?: Checkoutpaymentrequired2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutpaymentrequired2Inputs, {
    locale?: "sk";
}, {}>;
