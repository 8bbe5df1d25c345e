export { customerinvoicepdf2 as "customerInvoicePdf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoicepdf2Inputs = {};
/**

* @param {Customerinvoicepdf2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customerinvoicepdf2: ((inputs?: Customerinvoicepdf2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoicepdf2Inputs, {
    locale?: "de";
}, {}>;
