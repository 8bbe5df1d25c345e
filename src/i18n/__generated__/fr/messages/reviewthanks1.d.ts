export { reviewthanks1 as "reviewThanks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewthanks1Inputs = {};
/**

* @param {Reviewthanks1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const reviewthanks1: ((inputs?: Reviewthanks1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewthanks1Inputs, {
    locale?: "fr";
}, {}>;
