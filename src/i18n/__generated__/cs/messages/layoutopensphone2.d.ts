export { layoutopensphone2 as "layoutOpensPhone" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutopensphone2Inputs = {};
/**

* @param {Layoutopensphone2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutopensphone2: ((inputs?: Layoutopensphone2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutopensphone2Inputs, {
    locale?: "cs";
}, {}>;
