export { customerpaymentmethod2 as "customerPaymentMethod" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentmethod2Inputs = {};
/**

* @param {Customerpaymentmethod2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentmethod2: ((inputs?: Customerpaymentmethod2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentmethod2Inputs, {
    locale?: "de";
}, {}>;
