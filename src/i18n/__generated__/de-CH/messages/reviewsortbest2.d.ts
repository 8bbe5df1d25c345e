export { reviewsortbest2 as "reviewSortBest" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsortbest2Inputs = {};
/**

* @param {Reviewsortbest2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewsortbest2: ((inputs?: Reviewsortbest2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsortbest2Inputs, {
    locale?: "de-CH";
}, {}>;
