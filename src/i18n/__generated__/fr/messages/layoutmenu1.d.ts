export { layoutmenu1 as "layoutMenu" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutmenu1Inputs = {};
/**

* @param {Layoutmenu1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutmenu1: ((inputs?: Layoutmenu1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutmenu1Inputs, {
    locale?: "fr";
}, {}>;
