export { reviewtitle1 as "reviewTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewtitle1Inputs = {};
/**

* @param {Reviewtitle1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewtitle1: ((inputs?: Reviewtitle1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewtitle1Inputs, {
    locale?: "cs";
}, {}>;
