export { recoitem1 as "recoItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recoitem1Inputs = {};
/**

* @param {Recoitem1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const recoitem1: ((inputs?: Recoitem1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recoitem1Inputs, {
    locale?: "de";
}, {}>;
