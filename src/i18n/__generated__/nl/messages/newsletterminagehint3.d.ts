export { newsletterminagehint3 as "newsletterMinAgeHint" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterminagehint3Inputs = {};
/**

* @param {Newsletterminagehint3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const newsletterminagehint3: ((inputs?: Newsletterminagehint3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterminagehint3Inputs, {
    locale?: "nl";
}, {}>;
