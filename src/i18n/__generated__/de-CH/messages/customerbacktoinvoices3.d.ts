export { customerbacktoinvoices3 as "customerBackToInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerbacktoinvoices3Inputs = {};
/**

* @param {Customerbacktoinvoices3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerbacktoinvoices3: ((inputs?: Customerbacktoinvoices3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerbacktoinvoices3Inputs, {
    locale?: "de-CH";
}, {}>;
