export { customerbacktoinvoices3 as "customerBackToInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerbacktoinvoices3Inputs = {};
/**

* @param {Customerbacktoinvoices3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customerbacktoinvoices3: ((inputs?: Customerbacktoinvoices3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerbacktoinvoices3Inputs, {
    locale?: "sk";
}, {}>;
