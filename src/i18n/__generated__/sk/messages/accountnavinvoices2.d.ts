export { accountnavinvoices2 as "accountNavInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnavinvoices2Inputs = {};
/**

* @param {Accountnavinvoices2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountnavinvoices2: ((inputs?: Accountnavinvoices2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnavinvoices2Inputs, {
    locale?: "sk";
}, {}>;
