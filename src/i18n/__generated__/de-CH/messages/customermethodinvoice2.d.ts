export { customermethodinvoice2 as "customerMethodInvoice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermethodinvoice2Inputs = {};
/**

* @param {Customermethodinvoice2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customermethodinvoice2: ((inputs?: Customermethodinvoice2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermethodinvoice2Inputs, {
    locale?: "de-CH";
}, {}>;
