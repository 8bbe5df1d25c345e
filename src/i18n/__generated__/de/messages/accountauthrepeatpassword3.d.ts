export { accountauthrepeatpassword3 as "accountAuthRepeatPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthrepeatpassword3Inputs = {};
/**

* @param {Accountauthrepeatpassword3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountauthrepeatpassword3: ((inputs?: Accountauthrepeatpassword3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthrepeatpassword3Inputs, {
    locale?: "de";
}, {}>;
