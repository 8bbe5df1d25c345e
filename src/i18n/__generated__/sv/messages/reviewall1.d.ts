export { reviewall1 as "reviewAll" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewall1Inputs = {};
/**

* @param {Reviewall1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewall1: ((inputs?: Reviewall1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewall1Inputs, {
    locale?: "sv";
}, {}>;
