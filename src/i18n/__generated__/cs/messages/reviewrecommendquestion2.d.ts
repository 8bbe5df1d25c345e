export { reviewrecommendquestion2 as "reviewRecommendQuestion" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewrecommendquestion2Inputs = {};
/**

* @param {Reviewrecommendquestion2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewrecommendquestion2: ((inputs?: Reviewrecommendquestion2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewrecommendquestion2Inputs, {
    locale?: "cs";
}, {}>;
