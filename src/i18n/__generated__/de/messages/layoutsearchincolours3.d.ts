export { layoutsearchincolours3 as "layoutSearchInColours" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchincolours3Inputs = {
    category: NonNullable<unknown>;
    colours: NonNullable<unknown>;
};
/**

* @param {Layoutsearchincolours3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchincolours3: ((inputs: Layoutsearchincolours3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchincolours3Inputs, {
    locale?: "de";
}, {}>;
