export { customerbacktoinvoices3 as "customerBackToInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerbacktoinvoices3Inputs = {};
/**

* @param {Customerbacktoinvoices3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customerbacktoinvoices3: ((inputs?: Customerbacktoinvoices3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerbacktoinvoices3Inputs, {
    locale?: "fr";
}, {}>;
