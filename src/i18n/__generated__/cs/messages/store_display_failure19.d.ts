export { store_display_failure19 as "STORE_DISPLAY_FAILURE" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Display_Failure19Inputs = {};
/**

* @param {Store_Display_Failure19Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const store_display_failure19: ((inputs?: Store_Display_Failure19Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Display_Failure19Inputs, {
    locale?: "cs";
}, {}>;
