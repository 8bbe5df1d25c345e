export { panelssearchcategories2 as "panelsSearchCategories" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelssearchcategories2Inputs = {};
/**

* @param {Panelssearchcategories2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const panelssearchcategories2: ((inputs?: Panelssearchcategories2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelssearchcategories2Inputs, {
    locale?: "sv";
}, {}>;
