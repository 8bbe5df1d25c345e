export { basketemptytext2 as "basketEmptyText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketemptytext2Inputs = {};
/**

* @param {Basketemptytext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketemptytext2: ((inputs?: Basketemptytext2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketemptytext2Inputs, {
    locale?: "sv";
}, {}>;
