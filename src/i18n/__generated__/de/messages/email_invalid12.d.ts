export { email_invalid12 as "EMAIL_INVALID" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Invalid12Inputs = {};
/**

* @param {Email_Invalid12Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const email_invalid12: ((inputs?: Email_Invalid12Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Invalid12Inputs, {
    locale?: "de";
}, {}>;
