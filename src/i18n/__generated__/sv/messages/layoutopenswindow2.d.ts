export { layoutopenswindow2 as "layoutOpensWindow" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutopenswindow2Inputs = {};
/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layoutopenswindow2: ((inputs?: Layoutopenswindow2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutopenswindow2Inputs, {
    locale?: "sv";
}, {}>;
