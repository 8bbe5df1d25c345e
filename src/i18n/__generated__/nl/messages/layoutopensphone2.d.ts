export { layoutopensphone2 as "layoutOpensPhone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutopensphone2Inputs = {};
/**

* @param {Layoutopensphone2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutopensphone2: ((inputs?: Layoutopensphone2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutopensphone2Inputs, {
    locale?: "nl";
}, {}>;
