export { newsletterrecommendationstitle2 as "newsletterRecommendationsTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterrecommendationstitle2Inputs = {};
/**

* @param {Newsletterrecommendationstitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newsletterrecommendationstitle2: ((inputs?: Newsletterrecommendationstitle2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterrecommendationstitle2Inputs, {
    locale?: "sk";
}, {}>;
