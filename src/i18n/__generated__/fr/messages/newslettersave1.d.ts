export { newslettersave1 as "newsletterSave" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newslettersave1Inputs = {};
/**

* @param {Newslettersave1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newslettersave1: ((inputs?: Newslettersave1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newslettersave1Inputs, {
    locale?: "fr";
}, {}>;
