export { layoutsearchlabel2 as "layoutSearchLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchlabel2Inputs = {};
/**

* @param {Layoutsearchlabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchlabel2: ((inputs?: Layoutsearchlabel2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchlabel2Inputs, {
    locale?: "sv";
}, {}>;
