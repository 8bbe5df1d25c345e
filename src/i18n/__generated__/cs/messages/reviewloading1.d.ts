export { reviewloading1 as "reviewLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewloading1Inputs = {};
/**

* @param {Reviewloading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const reviewloading1: ((inputs?: Reviewloading1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewloading1Inputs, {
    locale?: "cs";
}, {}>;
