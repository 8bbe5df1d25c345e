export { reviewtext1 as "reviewText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewtext1Inputs = {};
/**

* @param {Reviewtext1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const reviewtext1: ((inputs?: Reviewtext1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewtext1Inputs, {
    locale?: "sk";
}, {}>;
