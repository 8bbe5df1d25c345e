export { form_required_fields_missing25 as "FORM_REQUIRED_FIELDS_MISSING" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Required_Fields_Missing25Inputs = {};
/**

* @param {Form_Required_Fields_Missing25Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const form_required_fields_missing25: ((inputs?: Form_Required_Fields_Missing25Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Required_Fields_Missing25Inputs, {
    locale?: "de-CH";
}, {}>;
