export { copied6 as "COPIED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Copied6Inputs = {};
/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const copied6: ((inputs?: Copied6Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copied6Inputs, {
    locale?: "cs";
}, {}>;
