export { customerinvoices1 as "customerInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoices1Inputs = {};
/**

* @param {Customerinvoices1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerinvoices1: ((inputs?: Customerinvoices1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoices1Inputs, {
    locale?: "nl";
}, {}>;
