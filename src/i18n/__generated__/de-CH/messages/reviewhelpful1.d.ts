export { reviewhelpful1 as "reviewHelpful" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewhelpful1Inputs = {};
/**

* @param {Reviewhelpful1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewhelpful1: ((inputs?: Reviewhelpful1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewhelpful1Inputs, {
    locale?: "de-CH";
}, {}>;
