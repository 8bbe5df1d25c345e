export { reviewloading1 as "reviewLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviewloading1Inputs = {};
/**

* @param {Reviewloading1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const reviewloading1: ((inputs?: Reviewloading1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviewloading1Inputs, {
    locale?: "de";
}, {}>;
