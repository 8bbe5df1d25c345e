export { accountauthforgotlink3 as "accountAuthForgotLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthforgotlink3Inputs = {};
/**

* @param {Accountauthforgotlink3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthforgotlink3: ((inputs?: Accountauthforgotlink3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthforgotlink3Inputs, {
    locale?: "sk";
}, {}>;
