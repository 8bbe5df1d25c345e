export { reviewhelpful1 as "reviewHelpful" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewhelpful1Inputs = {};
/**

* @param {Reviewhelpful1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewhelpful1: ((inputs?: Reviewhelpful1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewhelpful1Inputs, {
    locale?: "de";
}, {}>;
