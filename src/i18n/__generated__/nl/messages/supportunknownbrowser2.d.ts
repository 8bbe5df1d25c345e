export { supportunknownbrowser2 as "supportUnknownBrowser" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supportunknownbrowser2Inputs = {};
/**

* @param {Supportunknownbrowser2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const supportunknownbrowser2: ((inputs?: Supportunknownbrowser2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supportunknownbrowser2Inputs, {
    locale?: "nl";
}, {}>;
