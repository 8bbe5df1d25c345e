export { zip_code_length13 as "ZIP_CODE_LENGTH" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Zip_Code_Length13Inputs = {
    length: NonNullable<unknown>;
};
/**

* @param {Zip_Code_Length13Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const zip_code_length13: ((inputs: Zip_Code_Length13Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Zip_Code_Length13Inputs, {
    locale?: "fr";
}, {}>;
