export { reviewloading1 as "reviewLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewloading1Inputs = {};
/**

* @param {Reviewloading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const reviewloading1: ((inputs?: Reviewloading1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewloading1Inputs, {
    locale?: "sk";
}, {}>;
