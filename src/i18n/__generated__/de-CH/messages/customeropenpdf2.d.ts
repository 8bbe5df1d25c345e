export { customeropenpdf2 as "customerOpenPdf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeropenpdf2Inputs = {};
/**

* @param {Customeropenpdf2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customeropenpdf2: ((inputs?: Customeropenpdf2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeropenpdf2Inputs, {
    locale?: "de-CH";
}, {}>;
