export { reviewoverall1 as "reviewOverall" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewoverall1Inputs = {};
/**

* @param {Reviewoverall1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewoverall1: ((inputs?: Reviewoverall1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewoverall1Inputs, {
    locale?: "nl";
}, {}>;
