export { modal_load_error14 as "MODAL_LOAD_ERROR" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Modal_Load_Error14Inputs = {};
/**

* @param {Modal_Load_Error14Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const modal_load_error14: ((inputs?: Modal_Load_Error14Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Modal_Load_Error14Inputs, {
    locale?: "cs";
}, {}>;
