export { no_catalog_selected17 as "NO_CATALOG_SELECTED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type No_Catalog_Selected17Inputs = {};
/**

* @param {No_Catalog_Selected17Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const no_catalog_selected17: ((inputs?: No_Catalog_Selected17Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Catalog_Selected17Inputs, {
    locale?: "cs";
}, {}>;
