export { layoutsearchsuggestions2 as "layoutSearchSuggestions" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchsuggestions2Inputs = {};
/**

* @param {Layoutsearchsuggestions2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchsuggestions2: ((inputs?: Layoutsearchsuggestions2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchsuggestions2Inputs, {
    locale?: "sk";
}, {}>;
