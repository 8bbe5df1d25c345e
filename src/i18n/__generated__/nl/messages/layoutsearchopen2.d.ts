export { layoutsearchopen2 as "layoutSearchOpen" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchopen2Inputs = {};
/**

* @param {Layoutsearchopen2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchopen2: ((inputs?: Layoutsearchopen2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchopen2Inputs, {
    locale?: "nl";
}, {}>;
