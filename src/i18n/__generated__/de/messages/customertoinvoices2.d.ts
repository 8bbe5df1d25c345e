export { customertoinvoices2 as "customerToInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertoinvoices2Inputs = {};
/**

* @param {Customertoinvoices2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customertoinvoices2: ((inputs?: Customertoinvoices2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertoinvoices2Inputs, {
    locale?: "de";
}, {}>;
