export { layoutfooterlegal2 as "layoutFooterLegal" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutfooterlegal2Inputs = {};
/**

* @param {Layoutfooterlegal2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutfooterlegal2: ((inputs?: Layoutfooterlegal2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutfooterlegal2Inputs, {
    locale?: "fr";
}, {}>;
