export { customerpaymentoverdue2 as "customerPaymentOverdue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentoverdue2Inputs = {};
/**

* @param {Customerpaymentoverdue2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentoverdue2: ((inputs?: Customerpaymentoverdue2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentoverdue2Inputs, {
    locale?: "de";
}, {}>;
