export { reviewnotrecommends2 as "reviewNotRecommends" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewnotrecommends2Inputs = {};
/**

* @param {Reviewnotrecommends2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewnotrecommends2: ((inputs?: Reviewnotrecommends2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewnotrecommends2Inputs, {
    locale?: "nl";
}, {}>;
