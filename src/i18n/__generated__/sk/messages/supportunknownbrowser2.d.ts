export { supportunknownbrowser2 as "supportUnknownBrowser" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportunknownbrowser2Inputs = {};
/**

* @param {Supportunknownbrowser2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const supportunknownbrowser2: ((inputs?: Supportunknownbrowser2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportunknownbrowser2Inputs, {
    locale?: "sk";
}, {}>;
