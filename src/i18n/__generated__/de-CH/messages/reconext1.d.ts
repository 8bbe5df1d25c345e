export { reconext1 as "recoNext" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reconext1Inputs = {};
/**

* @param {Reconext1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const reconext1: ((inputs?: Reconext1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reconext1Inputs, {
    locale?: "de-CH";
}, {}>;
