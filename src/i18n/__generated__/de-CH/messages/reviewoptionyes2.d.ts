export { reviewoptionyes2 as "reviewOptionYes" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewoptionyes2Inputs = {};
/**

* @param {Reviewoptionyes2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewoptionyes2: ((inputs?: Reviewoptionyes2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewoptionyes2Inputs, {
    locale?: "de-CH";
}, {}>;
