export { customerinvoices1 as "customerInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoices1Inputs = {};
/**

* @param {Customerinvoices1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerinvoices1: ((inputs?: Customerinvoices1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoices1Inputs, {
    locale?: "cs";
}, {}>;
