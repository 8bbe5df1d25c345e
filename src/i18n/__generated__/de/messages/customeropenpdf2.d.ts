export { customeropenpdf2 as "customerOpenPdf" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeropenpdf2Inputs = {};
/**

* @param {Customeropenpdf2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customeropenpdf2: ((inputs?: Customeropenpdf2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeropenpdf2Inputs, {
    locale?: "de";
}, {}>;
