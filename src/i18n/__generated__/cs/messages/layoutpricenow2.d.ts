export { layoutpricenow2 as "layoutPriceNow" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpricenow2Inputs = {};
/**

* @param {Layoutpricenow2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutpricenow2: ((inputs?: Layoutpricenow2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpricenow2Inputs, {
    locale?: "cs";
}, {}>;
