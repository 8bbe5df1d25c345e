export { reviewsortmosthelpful3 as "reviewSortMostHelpful" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsortmosthelpful3Inputs = {};
/**

* @param {Reviewsortmosthelpful3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewsortmosthelpful3: ((inputs?: Reviewsortmosthelpful3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsortmosthelpful3Inputs, {
    locale?: "cs";
}, {}>;
