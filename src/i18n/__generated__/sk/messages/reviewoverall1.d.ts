export { reviewoverall1 as "reviewOverall" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewoverall1Inputs = {};
/**

* @param {Reviewoverall1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const reviewoverall1: ((inputs?: Reviewoverall1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewoverall1Inputs, {
    locale?: "sk";
}, {}>;
