export { field_invalid_characters22 as "FIELD_INVALID_CHARACTERS" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Invalid_Characters22Inputs = {};
/**

* @param {Field_Invalid_Characters22Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const field_invalid_characters22: ((inputs?: Field_Invalid_Characters22Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Invalid_Characters22Inputs, {
    locale?: "fr";
}, {}>;
