export { reviewsortbest2 as "reviewSortBest" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsortbest2Inputs = {};
/**

* @param {Reviewsortbest2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewsortbest2: ((inputs?: Reviewsortbest2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsortbest2Inputs, {
    locale?: "nl";
}, {}>;
