export { layoutpricenow2 as "layoutPriceNow" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpricenow2Inputs = {};
/**

* @param {Layoutpricenow2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutpricenow2: ((inputs?: Layoutpricenow2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpricenow2Inputs, {
    locale?: "de-CH";
}, {}>;
