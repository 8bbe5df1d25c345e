export { layoutopenswindow2 as "layoutOpensWindow" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutopenswindow2Inputs = {};
/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutopenswindow2: ((inputs?: Layoutopenswindow2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutopenswindow2Inputs, {
    locale?: "cs";
}, {}>;
