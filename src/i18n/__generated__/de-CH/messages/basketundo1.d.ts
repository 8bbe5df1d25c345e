export { basketundo1 as "basketUndo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketundo1Inputs = {};
/**

* @param {Basketundo1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketundo1: ((inputs?: Basketundo1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketundo1Inputs, {
    locale?: "de-CH";
}, {}>;
