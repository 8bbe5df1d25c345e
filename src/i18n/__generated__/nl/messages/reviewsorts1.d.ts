export { reviewsorts1 as "reviewSorts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewsorts1Inputs = {};
/**

* @param {Reviewsorts1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewsorts1: ((inputs?: Reviewsorts1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewsorts1Inputs, {
    locale?: "nl";
}, {}>;
