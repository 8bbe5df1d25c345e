export { customerpaymentpaid2 as "customerPaymentPaid" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentpaid2Inputs = {};
/**

* @param {Customerpaymentpaid2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentpaid2: ((inputs?: Customerpaymentpaid2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentpaid2Inputs, {
    locale?: "fr";
}, {}>;
