export { reviewrecommends1 as "reviewRecommends" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewrecommends1Inputs = {};
/**

* @param {Reviewrecommends1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewrecommends1: ((inputs?: Reviewrecommends1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewrecommends1Inputs, {
    locale?: "cs";
}, {}>;
