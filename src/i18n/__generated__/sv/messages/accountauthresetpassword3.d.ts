export { accountauthresetpassword3 as "accountAuthResetPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthresetpassword3Inputs = {};
/**

* @param {Accountauthresetpassword3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthresetpassword3: ((inputs?: Accountauthresetpassword3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthresetpassword3Inputs, {
    locale?: "sv";
}, {}>;
