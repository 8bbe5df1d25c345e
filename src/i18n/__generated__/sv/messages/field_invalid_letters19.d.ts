export { field_invalid_letters19 as "FIELD_INVALID_LETTERS" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Invalid_Letters19Inputs = {};
/**

* @param {Field_Invalid_Letters19Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const field_invalid_letters19: ((inputs?: Field_Invalid_Letters19Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Invalid_Letters19Inputs, {
    locale?: "sv";
}, {}>;
