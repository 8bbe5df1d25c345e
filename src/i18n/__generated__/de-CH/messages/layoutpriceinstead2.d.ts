export { layoutpriceinstead2 as "layoutPriceInstead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpriceinstead2Inputs = {};
/**

* @param {Layoutpriceinstead2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutpriceinstead2: ((inputs?: Layoutpriceinstead2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpriceinstead2Inputs, {
    locale?: "de-CH";
}, {}>;
