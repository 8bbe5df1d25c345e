export { customerinvoicecolumn2 as "customerInvoiceColumn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoicecolumn2Inputs = {};
/**

* @param {Customerinvoicecolumn2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerinvoicecolumn2: ((inputs?: Customerinvoicecolumn2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoicecolumn2Inputs, {
    locale?: "sv";
}, {}>;
