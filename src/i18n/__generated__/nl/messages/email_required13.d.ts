export { email_required13 as "EMAIL_REQUIRED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Required13Inputs = {};
/**

* @param {Email_Required13Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const email_required13: ((inputs?: Email_Required13Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Required13Inputs, {
    locale?: "nl";
}, {}>;
