export { zip_code_invalid14 as "ZIP_CODE_INVALID" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Zip_Code_Invalid14Inputs = {
    min: NonNullable<unknown>;
};
/**

* @param {Zip_Code_Invalid14Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const zip_code_invalid14: ((inputs: Zip_Code_Invalid14Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Zip_Code_Invalid14Inputs, {
    locale?: "nl";
}, {}>;
