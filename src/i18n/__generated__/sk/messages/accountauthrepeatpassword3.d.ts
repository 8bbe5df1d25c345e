export { accountauthrepeatpassword3 as "accountAuthRepeatPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthrepeatpassword3Inputs = {};
/**

* @param {Accountauthrepeatpassword3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthrepeatpassword3: ((inputs?: Accountauthrepeatpassword3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthrepeatpassword3Inputs, {
    locale?: "sk";
}, {}>;
