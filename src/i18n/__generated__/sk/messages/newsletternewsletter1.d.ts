export { newsletternewsletter1 as "newsletterNewsletter" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletternewsletter1Inputs = {};
/**

* @param {Newsletternewsletter1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newsletternewsletter1: ((inputs?: Newsletternewsletter1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletternewsletter1Inputs, {
    locale?: "sk";
}, {}>;
