export { newsletterrecommendationsonly2 as "newsletterRecommendationsOnly" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterrecommendationsonly2Inputs = {};
/**

* @param {Newsletterrecommendationsonly2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const newsletterrecommendationsonly2: ((inputs?: Newsletterrecommendationsonly2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterrecommendationsonly2Inputs, {
    locale?: "fr";
}, {}>;
