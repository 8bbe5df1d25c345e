export { layoutpopular1 as "layoutPopular" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpopular1Inputs = {};
/**

* @param {Layoutpopular1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutpopular1: ((inputs?: Layoutpopular1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpopular1Inputs, {
    locale?: "fr";
}, {}>;
