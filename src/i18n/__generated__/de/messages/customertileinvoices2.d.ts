export { customertileinvoices2 as "customerTileInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertileinvoices2Inputs = {};
/**

* @param {Customertileinvoices2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customertileinvoices2: ((inputs?: Customertileinvoices2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertileinvoices2Inputs, {
    locale?: "de";
}, {}>;
