export { accountauthresetpassword3 as "accountAuthResetPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthresetpassword3Inputs = {};
/**

* @param {Accountauthresetpassword3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthresetpassword3: ((inputs?: Accountauthresetpassword3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthresetpassword3Inputs, {
    locale?: "sk";
}, {}>;
