export { accountauthforgot2 as "accountAuthForgot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthforgot2Inputs = {};
/**

* @param {Accountauthforgot2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountauthforgot2: ((inputs?: Accountauthforgot2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthforgot2Inputs, {
    locale?: "cs";
}, {}>;
