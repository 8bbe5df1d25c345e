export { reviewoptionno2 as "reviewOptionNo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewoptionno2Inputs = {};
/**

* @param {Reviewoptionno2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const reviewoptionno2: ((inputs?: Reviewoptionno2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewoptionno2Inputs, {
    locale?: "sv";
}, {}>;
