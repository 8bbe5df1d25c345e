export { basketremove1 as "basketRemove" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketremove1Inputs = {};
/**

* @param {Basketremove1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketremove1: ((inputs?: Basketremove1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketremove1Inputs, {
    locale?: "fr";
}, {}>;
