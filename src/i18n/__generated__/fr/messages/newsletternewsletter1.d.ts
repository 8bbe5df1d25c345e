export { newsletternewsletter1 as "newsletterNewsletter" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletternewsletter1Inputs = {};
/**

* @param {Newsletternewsletter1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newsletternewsletter1: ((inputs?: Newsletternewsletter1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletternewsletter1Inputs, {
    locale?: "fr";
}, {}>;
