export { layoutsearchofbrands3 as "layoutSearchOfBrands" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutsearchofbrands3Inputs = {
    category: NonNullable<unknown>;
    brands: NonNullable<unknown>;
};
/**

* @param {Layoutsearchofbrands3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutsearchofbrands3: ((inputs: Layoutsearchofbrands3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutsearchofbrands3Inputs, {
    locale?: "nl";
}, {}>;
