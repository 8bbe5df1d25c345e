export { panelssearchproducts2 as "panelsSearchProducts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelssearchproducts2Inputs = {};
/**

* @param {Panelssearchproducts2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const panelssearchproducts2: ((inputs?: Panelssearchproducts2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelssearchproducts2Inputs, {
    locale?: "cs";
}, {}>;
