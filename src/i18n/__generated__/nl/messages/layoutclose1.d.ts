export { layoutclose1 as "layoutClose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutclose1Inputs = {};
/**

* @param {Layoutclose1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutclose1: ((inputs?: Layoutclose1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutclose1Inputs, {
    locale?: "nl";
}, {}>;
