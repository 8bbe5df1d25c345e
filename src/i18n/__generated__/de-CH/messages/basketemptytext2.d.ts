export { basketemptytext2 as "basketEmptyText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketemptytext2Inputs = {};
/**

* @param {Basketemptytext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketemptytext2: ((inputs?: Basketemptytext2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketemptytext2Inputs, {
    locale?: "de-CH";
}, {}>;
