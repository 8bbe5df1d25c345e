export { _default as "DEFAULT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type _DefaultInputs = {};
/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const _default: ((inputs?: _DefaultInputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<_DefaultInputs, {
    locale?: "de-CH";
}, {}>;
