export { panelssearchcategories2 as "panelsSearchCategories" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelssearchcategories2Inputs = {};
/**

* @param {Panelssearchcategories2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const panelssearchcategories2: ((inputs?: Panelssearchcategories2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelssearchcategories2Inputs, {
    locale?: "de";
}, {}>;
