export { layoutopenswindow2 as "layoutOpensWindow" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutopenswindow2Inputs = {};
/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutopenswindow2: ((inputs?: Layoutopenswindow2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutopenswindow2Inputs, {
    locale?: "de-CH";
}, {}>;
