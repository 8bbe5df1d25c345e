export { layoutsearchlabel2 as "layoutSearchLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchlabel2Inputs = {};
/**

* @param {Layoutsearchlabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchlabel2: ((inputs?: Layoutsearchlabel2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchlabel2Inputs, {
    locale?: "fr";
}, {}>;
