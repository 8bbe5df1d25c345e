export { customerpaymentpaid2 as "customerPaymentPaid" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentpaid2Inputs = {};
/**

* @param {Customerpaymentpaid2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentpaid2: ((inputs?: Customerpaymentpaid2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentpaid2Inputs, {
    locale?: "de-CH";
}, {}>;
