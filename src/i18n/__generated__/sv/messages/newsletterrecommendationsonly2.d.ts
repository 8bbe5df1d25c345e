export { newsletterrecommendationsonly2 as "newsletterRecommendationsOnly" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterrecommendationsonly2Inputs = {};
/**

* @param {Newsletterrecommendationsonly2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const newsletterrecommendationsonly2: ((inputs?: Newsletterrecommendationsonly2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterrecommendationsonly2Inputs, {
    locale?: "sv";
}, {}>;
