export { accountauthforgotintro3 as "accountAuthForgotIntro" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthforgotintro3Inputs = {};
/**

* @param {Accountauthforgotintro3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthforgotintro3: ((inputs?: Accountauthforgotintro3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthforgotintro3Inputs, {
    locale?: "sv";
}, {}>;
