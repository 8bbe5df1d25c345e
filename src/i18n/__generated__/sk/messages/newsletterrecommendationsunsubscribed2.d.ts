export { newsletterrecommendationsunsubscribed2 as "newsletterRecommendationsUnsubscribed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterrecommendationsunsubscribed2Inputs = {};
/**

* @param {Newsletterrecommendationsunsubscribed2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const newsletterrecommendationsunsubscribed2: ((inputs?: Newsletterrecommendationsunsubscribed2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterrecommendationsunsubscribed2Inputs, {
    locale?: "sk";
}, {}>;
