export { accountauthsalutation2 as "accountAuthSalutation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthsalutation2Inputs = {};
/**

* @param {Accountauthsalutation2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthsalutation2: ((inputs?: Accountauthsalutation2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthsalutation2Inputs, {
    locale?: "fr";
}, {}>;
