export { basketundo1 as "basketUndo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketundo1Inputs = {};
/**

* @param {Basketundo1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketundo1: ((inputs?: Basketundo1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketundo1Inputs, {
    locale?: "nl";
}, {}>;
