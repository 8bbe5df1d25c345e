export { customerinvoicedate2 as "customerInvoiceDate" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoicedate2Inputs = {};
/**

* @param {Customerinvoicedate2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerinvoicedate2: ((inputs?: Customerinvoicedate2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoicedate2Inputs, {
    locale?: "de-CH";
}, {}>;
