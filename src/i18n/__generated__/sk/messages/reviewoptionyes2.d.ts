export { reviewoptionyes2 as "reviewOptionYes" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewoptionyes2Inputs = {};
/**

* @param {Reviewoptionyes2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const reviewoptionyes2: ((inputs?: Reviewoptionyes2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewoptionyes2Inputs, {
    locale?: "sk";
}, {}>;
