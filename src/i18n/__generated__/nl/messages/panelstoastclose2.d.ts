export { panelstoastclose2 as "panelsToastClose" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Panelstoastclose2Inputs = {};
/**

* @param {Panelstoastclose2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const panelstoastclose2: ((inputs?: Panelstoastclose2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Panelstoastclose2Inputs, {
    locale?: "nl";
}, {}>;
