export { reviewall1 as "reviewAll" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewall1Inputs = {};
/**

* @param {Reviewall1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewall1: ((inputs?: Reviewall1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewall1Inputs, {
    locale?: "cs";
}, {}>;
