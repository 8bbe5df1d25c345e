export { layoutsearchopen2 as "layoutSearchOpen" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchopen2Inputs = {};
/**

* @param {Layoutsearchopen2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchopen2: ((inputs?: Layoutsearchopen2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchopen2Inputs, {
    locale?: "de";
}, {}>;
