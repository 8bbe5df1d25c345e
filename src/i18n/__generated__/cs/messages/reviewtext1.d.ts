export { reviewtext1 as "reviewText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewtext1Inputs = {};
/**

* @param {Reviewtext1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewtext1: ((inputs?: Reviewtext1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewtext1Inputs, {
    locale?: "cs";
}, {}>;
