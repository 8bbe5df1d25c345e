export { reviewpages1 as "reviewPages" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewpages1Inputs = {};
/**

* @param {Reviewpages1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const reviewpages1: ((inputs?: Reviewpages1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewpages1Inputs, {
    locale?: "fr";
}, {}>;
