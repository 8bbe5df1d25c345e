export { reviewall1 as "reviewAll" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewall1Inputs = {};
/**

* @param {Reviewall1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewall1: ((inputs?: Reviewall1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewall1Inputs, {
    locale?: "de-CH";
}, {}>;
