export { reviewtext1 as "reviewText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewtext1Inputs = {};
/**

* @param {Reviewtext1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewtext1: ((inputs?: Reviewtext1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewtext1Inputs, {
    locale?: "sv";
}, {}>;
