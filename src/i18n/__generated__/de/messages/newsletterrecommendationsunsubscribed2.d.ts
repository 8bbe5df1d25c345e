export { newsletterrecommendationsunsubscribed2 as "newsletterRecommendationsUnsubscribed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Newsletterrecommendationsunsubscribed2Inputs = {};
/**

* @param {Newsletterrecommendationsunsubscribed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const newsletterrecommendationsunsubscribed2: ((inputs?: Newsletterrecommendationsunsubscribed2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Newsletterrecommendationsunsubscribed2Inputs, {
    locale?: "de";
}, {}>;
