export { reviewsortnewest2 as "reviewSortNewest" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsortnewest2Inputs = {};
/**

* @param {Reviewsortnewest2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewsortnewest2: ((inputs?: Reviewsortnewest2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsortnewest2Inputs, {
    locale?: "cs";
}, {}>;
