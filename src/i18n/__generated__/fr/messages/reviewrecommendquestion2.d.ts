export { reviewrecommendquestion2 as "reviewRecommendQuestion" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewrecommendquestion2Inputs = {};
/**

* @param {Reviewrecommendquestion2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const reviewrecommendquestion2: ((inputs?: Reviewrecommendquestion2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewrecommendquestion2Inputs, {
    locale?: "fr";
}, {}>;
