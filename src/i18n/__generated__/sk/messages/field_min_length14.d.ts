export { field_min_length14 as "FIELD_MIN_LENGTH" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Min_Length14Inputs = {
    min: NonNullable<unknown>;
};
/**

* @param {Field_Min_Length14Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const field_min_length14: ((inputs: Field_Min_Length14Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Min_Length14Inputs, {
    locale?: "sk";
}, {}>;
