export { layoutclose1 as "layoutClose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutclose1Inputs = {};
/**

* @param {Layoutclose1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutclose1: ((inputs?: Layoutclose1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutclose1Inputs, {
    locale?: "de";
}, {}>;
