export { modal_load_error14 as "MODAL_LOAD_ERROR" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Modal_Load_Error14Inputs = {};
/**

* @param {Modal_Load_Error14Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const modal_load_error14: ((inputs?: Modal_Load_Error14Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Modal_Load_Error14Inputs, {
    locale?: "de-CH";
}, {}>;
