export { checkoutpaymentquestion2 as "checkoutPaymentQuestion" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutpaymentquestion2Inputs = {};
/**

* @param {Checkoutpaymentquestion2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutpaymentquestion2: ((inputs?: Checkoutpaymentquestion2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutpaymentquestion2Inputs, {
    locale?: "nl";
}, {}>;
