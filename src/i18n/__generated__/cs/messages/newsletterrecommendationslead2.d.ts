export { newsletterrecommendationslead2 as "newsletterRecommendationsLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterrecommendationslead2Inputs = {};
/**

* @param {Newsletterrecommendationslead2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const newsletterrecommendationslead2: ((inputs?: Newsletterrecommendationslead2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterrecommendationslead2Inputs, {
    locale?: "cs";
}, {}>;
