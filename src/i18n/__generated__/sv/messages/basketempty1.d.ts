export { basketempty1 as "basketEmpty" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketempty1Inputs = {};
/**

* @param {Basketempty1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketempty1: ((inputs?: Basketempty1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketempty1Inputs, {
    locale?: "sv";
}, {}>;
