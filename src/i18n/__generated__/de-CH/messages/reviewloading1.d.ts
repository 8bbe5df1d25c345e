export { reviewloading1 as "reviewLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewloading1Inputs = {};
/**

* @param {Reviewloading1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reviewloading1: ((inputs?: Reviewloading1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewloading1Inputs, {
    locale?: "de-CH";
}, {}>;
