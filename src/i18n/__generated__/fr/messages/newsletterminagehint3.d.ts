export { newsletterminagehint3 as "newsletterMinAgeHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterminagehint3Inputs = {};
/**

* @param {Newsletterminagehint3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newsletterminagehint3: ((inputs?: Newsletterminagehint3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterminagehint3Inputs, {
    locale?: "fr";
}, {}>;
