export { layoutsearchopen2 as "layoutSearchOpen" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchopen2Inputs = {};
/**

* @param {Layoutsearchopen2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchopen2: ((inputs?: Layoutsearchopen2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchopen2Inputs, {
    locale?: "de-CH";
}, {}>;
