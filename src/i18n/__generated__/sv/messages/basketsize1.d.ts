export { basketsize1 as "basketSize" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketsize1Inputs = {};
/**

* @param {Basketsize1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketsize1: ((inputs?: Basketsize1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketsize1Inputs, {
    locale?: "sv";
}, {}>;
