export { basketfree1 as "basketFree" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketfree1Inputs = {};
/**

* @param {Basketfree1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketfree1: ((inputs?: Basketfree1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketfree1Inputs, {
    locale?: "sv";
}, {}>;
