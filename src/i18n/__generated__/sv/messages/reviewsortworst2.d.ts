export { reviewsortworst2 as "reviewSortWorst" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsortworst2Inputs = {};
/**

* @param {Reviewsortworst2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewsortworst2: ((inputs?: Reviewsortworst2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsortworst2Inputs, {
    locale?: "sv";
}, {}>;
