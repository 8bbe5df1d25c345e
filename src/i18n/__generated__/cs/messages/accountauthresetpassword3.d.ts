export { accountauthresetpassword3 as "accountAuthResetPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthresetpassword3Inputs = {};
/**

* @param {Accountauthresetpassword3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountauthresetpassword3: ((inputs?: Accountauthresetpassword3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthresetpassword3Inputs, {
    locale?: "cs";
}, {}>;
