export { layoutmenu1 as "layoutMenu" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutmenu1Inputs = {};
/**

* @param {Layoutmenu1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutmenu1: ((inputs?: Layoutmenu1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutmenu1Inputs, {
    locale?: "nl";
}, {}>;
