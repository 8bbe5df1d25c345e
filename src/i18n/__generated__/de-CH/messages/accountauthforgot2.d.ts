export { accountauthforgot2 as "accountAuthForgot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthforgot2Inputs = {};
/**

* @param {Accountauthforgot2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountauthforgot2: ((inputs?: Accountauthforgot2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthforgot2Inputs, {
    locale?: "de-CH";
}, {}>;
