export { customerinvoicepdf2 as "customerInvoicePdf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoicepdf2Inputs = {};
/**

* @param {Customerinvoicepdf2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerinvoicepdf2: ((inputs?: Customerinvoicepdf2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoicepdf2Inputs, {
    locale?: "cs";
}, {}>;
