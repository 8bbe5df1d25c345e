export { reviewhelpful1 as "reviewHelpful" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewhelpful1Inputs = {};
/**

* @param {Reviewhelpful1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const reviewhelpful1: ((inputs?: Reviewhelpful1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewhelpful1Inputs, {
    locale?: "nl";
}, {}>;
