export { basketremove1 as "basketRemove" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketremove1Inputs = {};
/**

* @param {Basketremove1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketremove1: ((inputs?: Basketremove1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketremove1Inputs, {
    locale?: "sv";
}, {}>;
