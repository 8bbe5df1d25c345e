export { supportbrowser1 as "supportBrowser" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportbrowser1Inputs = {};
/**

* @param {Supportbrowser1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const supportbrowser1: ((inputs?: Supportbrowser1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportbrowser1Inputs, {
    locale?: "sv";
}, {}>;
