export { customerinvoicedate2 as "customerInvoiceDate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoicedate2Inputs = {};
/**

* @param {Customerinvoicedate2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerinvoicedate2: ((inputs?: Customerinvoicedate2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoicedate2Inputs, {
    locale?: "de";
}, {}>;
