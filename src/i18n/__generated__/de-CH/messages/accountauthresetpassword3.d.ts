export { accountauthresetpassword3 as "accountAuthResetPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthresetpassword3Inputs = {};
/**

* @param {Accountauthresetpassword3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountauthresetpassword3: ((inputs?: Accountauthresetpassword3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthresetpassword3Inputs, {
    locale?: "de-CH";
}, {}>;
