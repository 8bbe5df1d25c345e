export { accountauthrepeatpassword3 as "accountAuthRepeatPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthrepeatpassword3Inputs = {};
/**

* @param {Accountauthrepeatpassword3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthrepeatpassword3: ((inputs?: Accountauthrepeatpassword3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthrepeatpassword3Inputs, {
    locale?: "fr";
}, {}>;
