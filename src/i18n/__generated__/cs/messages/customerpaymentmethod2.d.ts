export { customerpaymentmethod2 as "customerPaymentMethod" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentmethod2Inputs = {};
/**

* @param {Customerpaymentmethod2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentmethod2: ((inputs?: Customerpaymentmethod2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentmethod2Inputs, {
    locale?: "cs";
}, {}>;
