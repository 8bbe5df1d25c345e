export { recoloading1 as "recoLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recoloading1Inputs = {};
/**

* @param {Recoloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const recoloading1: ((inputs?: Recoloading1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recoloading1Inputs, {
    locale?: "nl";
}, {}>;
