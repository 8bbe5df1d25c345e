export { layoutmenu1 as "layoutMenu" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutmenu1Inputs = {};
/**

* @param {Layoutmenu1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutmenu1: ((inputs?: Layoutmenu1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutmenu1Inputs, {
    locale?: "sk";
}, {}>;
