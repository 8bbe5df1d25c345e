export { _default as "DEFAULT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type _DefaultInputs = {};
/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const _default: ((inputs?: _DefaultInputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<_DefaultInputs, {
    locale?: "sv";
}, {}>;
