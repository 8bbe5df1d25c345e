export { _default as "DEFAULT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type _DefaultInputs = {};
/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const _default: ((inputs?: _DefaultInputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<_DefaultInputs, {
    locale?: "fr";
}, {}>;
