export { recoloading1 as "recoLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recoloading1Inputs = {};
/**

* @param {Recoloading1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const recoloading1: ((inputs?: Recoloading1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recoloading1Inputs, {
    locale?: "de-CH";
}, {}>;
