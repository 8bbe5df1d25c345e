export { newslettersave1 as "newsletterSave" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersave1Inputs = {};
/**

* @param {Newslettersave1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newslettersave1: ((inputs?: Newslettersave1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersave1Inputs, {
    locale?: "de-CH";
}, {}>;
