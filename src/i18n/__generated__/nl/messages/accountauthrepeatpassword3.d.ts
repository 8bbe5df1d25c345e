export { accountauthrepeatpassword3 as "accountAuthRepeatPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthrepeatpassword3Inputs = {};
/**

* @param {Accountauthrepeatpassword3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthrepeatpassword3: ((inputs?: Accountauthrepeatpassword3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthrepeatpassword3Inputs, {
    locale?: "nl";
}, {}>;
