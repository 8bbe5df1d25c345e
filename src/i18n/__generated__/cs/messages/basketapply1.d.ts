export { basketapply1 as "basketApply" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketapply1Inputs = {};
/**

* @param {Basketapply1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const basketapply1: ((inputs?: Basketapply1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketapply1Inputs, {
    locale?: "cs";
}, {}>;
