export { accountauthsalutation2 as "accountAuthSalutation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthsalutation2Inputs = {};
/**

* @param {Accountauthsalutation2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountauthsalutation2: ((inputs?: Accountauthsalutation2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthsalutation2Inputs, {
    locale?: "de";
}, {}>;
