export { copied6 as "COPIED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Copied6Inputs = {};
/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const copied6: ((inputs?: Copied6Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copied6Inputs, {
    locale?: "de";
}, {}>;
