export { basketempty1 as "basketEmpty" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketempty1Inputs = {};
/**

* @param {Basketempty1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketempty1: ((inputs?: Basketempty1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketempty1Inputs, {
    locale?: "nl";
}, {}>;
