export { reviewsortmosthelpful3 as "reviewSortMostHelpful" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsortmosthelpful3Inputs = {};
/**

* @param {Reviewsortmosthelpful3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewsortmosthelpful3: ((inputs?: Reviewsortmosthelpful3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsortmosthelpful3Inputs, {
    locale?: "nl";
}, {}>;
