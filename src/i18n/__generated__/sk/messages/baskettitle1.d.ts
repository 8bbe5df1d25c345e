export { baskettitle1 as "basketTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Baskettitle1Inputs = {};
/**

* @param {Baskettitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const baskettitle1: ((inputs?: Baskettitle1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Baskettitle1Inputs, {
    locale?: "sk";
}, {}>;
