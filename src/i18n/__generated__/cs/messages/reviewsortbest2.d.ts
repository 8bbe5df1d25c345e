export { reviewsortbest2 as "reviewSortBest" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsortbest2Inputs = {};
/**

* @param {Reviewsortbest2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewsortbest2: ((inputs?: Reviewsortbest2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsortbest2Inputs, {
    locale?: "cs";
}, {}>;
