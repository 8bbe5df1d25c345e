export { basketcolour1 as "basketColour" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketcolour1Inputs = {};
/**

* @param {Basketcolour1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketcolour1: ((inputs?: Basketcolour1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketcolour1Inputs, {
    locale?: "de";
}, {}>;
