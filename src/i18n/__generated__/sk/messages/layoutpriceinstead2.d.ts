export { layoutpriceinstead2 as "layoutPriceInstead" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpriceinstead2Inputs = {};
/**

* @param {Layoutpriceinstead2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutpriceinstead2: ((inputs?: Layoutpriceinstead2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpriceinstead2Inputs, {
    locale?: "sk";
}, {}>;
