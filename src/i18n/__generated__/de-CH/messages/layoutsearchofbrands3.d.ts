export { layoutsearchofbrands3 as "layoutSearchOfBrands" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchofbrands3Inputs = {
    category: NonNullable<unknown>;
    brands: NonNullable<unknown>;
};
/**

* @param {Layoutsearchofbrands3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchofbrands3: ((inputs: Layoutsearchofbrands3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchofbrands3Inputs, {
    locale?: "de-CH";
}, {}>;
