export { field_required13 as "FIELD_REQUIRED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Required13Inputs = {};
/**

* @param {Field_Required13Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const field_required13: ((inputs?: Field_Required13Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Required13Inputs, {
    locale?: "sv";
}, {}>;
