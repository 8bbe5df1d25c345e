export { accountauthforgotintro3 as "accountAuthForgotIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthforgotintro3Inputs = {};
/**

* @param {Accountauthforgotintro3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountauthforgotintro3: ((inputs?: Accountauthforgotintro3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthforgotintro3Inputs, {
    locale?: "de-CH";
}, {}>;
