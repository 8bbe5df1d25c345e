export { customerinvoices1 as "customerInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoices1Inputs = {};
/**

* @param {Customerinvoices1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerinvoices1: ((inputs?: Customerinvoices1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoices1Inputs, {
    locale?: "fr";
}, {}>;
