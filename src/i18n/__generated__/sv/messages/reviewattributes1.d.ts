export { reviewattributes1 as "reviewAttributes" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewattributes1Inputs = {};
/**

* @param {Reviewattributes1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewattributes1: ((inputs?: Reviewattributes1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewattributes1Inputs, {
    locale?: "sv";
}, {}>;
