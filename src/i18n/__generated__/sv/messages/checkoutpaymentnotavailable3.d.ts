export { checkoutpaymentnotavailable3 as "checkoutPaymentNotAvailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutpaymentnotavailable3Inputs = {};
/**

* @param {Checkoutpaymentnotavailable3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutpaymentnotavailable3: ((inputs?: Checkoutpaymentnotavailable3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutpaymentnotavailable3Inputs, {
    locale?: "sv";
}, {}>;
