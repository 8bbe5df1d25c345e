export { email_required13 as "EMAIL_REQUIRED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Required13Inputs = {};
/**

* @param {Email_Required13Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const email_required13: ((inputs?: Email_Required13Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Required13Inputs, {
    locale?: "cs";
}, {}>;
