export { basketeach1 as "basketEach" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketeach1Inputs = {};
/**

* @param {Basketeach1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketeach1: ((inputs?: Basketeach1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketeach1Inputs, {
    locale?: "fr";
}, {}>;
