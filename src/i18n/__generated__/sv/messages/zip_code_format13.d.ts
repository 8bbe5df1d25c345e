export { zip_code_format13 as "ZIP_CODE_FORMAT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Zip_Code_Format13Inputs = {
    format: NonNullable<unknown>;
};
/**

* @param {Zip_Code_Format13Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const zip_code_format13: ((inputs: Zip_Code_Format13Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Zip_Code_Format13Inputs, {
    locale?: "sv";
}, {}>;
