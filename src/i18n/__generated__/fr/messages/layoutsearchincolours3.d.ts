export { layoutsearchincolours3 as "layoutSearchInColours" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchincolours3Inputs = {
    category: NonNullable<unknown>;
    colours: NonNullable<unknown>;
};
/**

* @param {Layoutsearchincolours3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchincolours3: ((inputs: Layoutsearchincolours3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchincolours3Inputs, {
    locale?: "fr";
}, {}>;
