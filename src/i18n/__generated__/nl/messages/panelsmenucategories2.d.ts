export { panelsmenucategories2 as "panelsMenuCategories" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsmenucategories2Inputs = {};
/**

* @param {Panelsmenucategories2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelsmenucategories2: ((inputs?: Panelsmenucategories2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsmenucategories2Inputs, {
    locale?: "nl";
}, {}>;
