export { panelssearchbrands2 as "panelsSearchBrands" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelssearchbrands2Inputs = {};
/**

* @param {Panelssearchbrands2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const panelssearchbrands2: ((inputs?: Panelssearchbrands2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelssearchbrands2Inputs, {
    locale?: "de";
}, {}>;
