export { layoutpopular1 as "layoutPopular" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpopular1Inputs = {};
/**

* @param {Layoutpopular1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutpopular1: ((inputs?: Layoutpopular1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpopular1Inputs, {
    locale?: "de-CH";
}, {}>;
