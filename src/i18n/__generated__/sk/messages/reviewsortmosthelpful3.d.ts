export { reviewsortmosthelpful3 as "reviewSortMostHelpful" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsortmosthelpful3Inputs = {};
/**

* @param {Reviewsortmosthelpful3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const reviewsortmosthelpful3: ((inputs?: Reviewsortmosthelpful3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsortmosthelpful3Inputs, {
    locale?: "sk";
}, {}>;
