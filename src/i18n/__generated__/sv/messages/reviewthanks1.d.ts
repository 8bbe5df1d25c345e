export { reviewthanks1 as "reviewThanks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewthanks1Inputs = {};
/**

* @param {Reviewthanks1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewthanks1: ((inputs?: Reviewthanks1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewthanks1Inputs, {
    locale?: "sv";
}, {}>;
