export { layoutopenswindow2 as "layoutOpensWindow" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutopenswindow2Inputs = {};
/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutopenswindow2: ((inputs?: Layoutopenswindow2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutopenswindow2Inputs, {
    locale?: "fr";
}, {}>;
