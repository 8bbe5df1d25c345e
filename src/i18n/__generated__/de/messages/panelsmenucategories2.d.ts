export { panelsmenucategories2 as "panelsMenuCategories" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelsmenucategories2Inputs = {};
/**

* @param {Panelsmenucategories2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const panelsmenucategories2: ((inputs?: Panelsmenucategories2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelsmenucategories2Inputs, {
    locale?: "de";
}, {}>;
