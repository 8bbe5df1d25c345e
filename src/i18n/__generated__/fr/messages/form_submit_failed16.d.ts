export { form_submit_failed16 as "FORM_SUBMIT_FAILED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Submit_Failed16Inputs = {};
/**

* @param {Form_Submit_Failed16Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const form_submit_failed16: ((inputs?: Form_Submit_Failed16Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Submit_Failed16Inputs, {
    locale?: "fr";
}, {}>;
