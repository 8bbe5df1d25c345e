export { reviewsortby2 as "reviewSortBy" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsortby2Inputs = {
    sort: NonNullable<unknown>;
};
/**

* @param {Reviewsortby2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewsortby2: ((inputs: Reviewsortby2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsortby2Inputs, {
    locale?: "sv";
}, {}>;
