export { email_already_registered22 as "EMAIL_ALREADY_REGISTERED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Already_Registered22Inputs = {};
/**

* @param {Email_Already_Registered22Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const email_already_registered22: ((inputs?: Email_Already_Registered22Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Already_Registered22Inputs, {
    locale?: "de-CH";
}, {}>;
