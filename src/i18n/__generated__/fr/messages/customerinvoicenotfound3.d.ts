export { customerinvoicenotfound3 as "customerInvoiceNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoicenotfound3Inputs = {};
/**

* @param {Customerinvoicenotfound3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerinvoicenotfound3: ((inputs?: Customerinvoicenotfound3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoicenotfound3Inputs, {
    locale?: "fr";
}, {}>;
