export { customerpaymentmethod2 as "customerPaymentMethod" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentmethod2Inputs = {};
/**

* @param {Customerpaymentmethod2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentmethod2: ((inputs?: Customerpaymentmethod2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentmethod2Inputs, {
    locale?: "nl";
}, {}>;
