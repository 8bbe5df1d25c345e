export { basketeach1 as "basketEach" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketeach1Inputs = {};
/**

* @param {Basketeach1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const basketeach1: ((inputs?: Basketeach1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketeach1Inputs, {
    locale?: "sk";
}, {}>;
