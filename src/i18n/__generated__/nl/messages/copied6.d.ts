export { copied6 as "COPIED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Copied6Inputs = {};
/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const copied6: ((inputs?: Copied6Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copied6Inputs, {
    locale?: "nl";
}, {}>;
