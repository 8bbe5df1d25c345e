export { customerinvoicecolumn2 as "customerInvoiceColumn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoicecolumn2Inputs = {};
/**

* @param {Customerinvoicecolumn2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerinvoicecolumn2: ((inputs?: Customerinvoicecolumn2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoicecolumn2Inputs, {
    locale?: "de";
}, {}>;
