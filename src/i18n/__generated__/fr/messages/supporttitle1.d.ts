export { supporttitle1 as "supportTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Supporttitle1Inputs = {};
/**

* @param {Supporttitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const supporttitle1: ((inputs?: Supporttitle1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Supporttitle1Inputs, {
    locale?: "fr";
}, {}>;
