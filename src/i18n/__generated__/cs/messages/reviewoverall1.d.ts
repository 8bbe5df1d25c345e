export { reviewoverall1 as "reviewOverall" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewoverall1Inputs = {};
/**

* @param {Reviewoverall1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewoverall1: ((inputs?: Reviewoverall1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewoverall1Inputs, {
    locale?: "cs";
}, {}>;
