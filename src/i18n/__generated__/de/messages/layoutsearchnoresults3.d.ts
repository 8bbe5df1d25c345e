export { layoutsearchnoresults3 as "layoutSearchNoResults" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchnoresults3Inputs = {};
/**

* @param {Layoutsearchnoresults3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchnoresults3: ((inputs?: Layoutsearchnoresults3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchnoresults3Inputs, {
    locale?: "de";
}, {}>;
