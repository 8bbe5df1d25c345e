export { customerpaymentpaid2 as "customerPaymentPaid" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentpaid2Inputs = {};
/**

* @param {Customerpaymentpaid2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentpaid2: ((inputs?: Customerpaymentpaid2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentpaid2Inputs, {
    locale?: "de";
}, {}>;
