export { newsletterrecommendationslead2 as "newsletterRecommendationsLead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterrecommendationslead2Inputs = {};
/**

* @param {Newsletterrecommendationslead2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const newsletterrecommendationslead2: ((inputs?: Newsletterrecommendationslead2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterrecommendationslead2Inputs, {
    locale?: "de-CH";
}, {}>;
