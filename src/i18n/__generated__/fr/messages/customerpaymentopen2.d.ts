export { customerpaymentopen2 as "customerPaymentOpen" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentopen2Inputs = {};
/**

* @param {Customerpaymentopen2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentopen2: ((inputs?: Customerpaymentopen2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentopen2Inputs, {
    locale?: "fr";
}, {}>;
