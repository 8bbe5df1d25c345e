export { layoutskiplinks2 as "layoutSkipLinks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutskiplinks2Inputs = {};
/**

* @param {Layoutskiplinks2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutskiplinks2: ((inputs?: Layoutskiplinks2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutskiplinks2Inputs, {
    locale?: "fr";
}, {}>;
