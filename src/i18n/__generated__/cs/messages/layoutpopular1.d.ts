export { layoutpopular1 as "layoutPopular" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpopular1Inputs = {};
/**

* @param {Layoutpopular1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutpopular1: ((inputs?: Layoutpopular1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpopular1Inputs, {
    locale?: "cs";
}, {}>;
