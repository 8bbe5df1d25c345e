export { accountauthregistration2 as "accountAuthRegistration" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthregistration2Inputs = {};
/**

* @param {Accountauthregistration2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountauthregistration2: ((inputs?: Accountauthregistration2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthregistration2Inputs, {
    locale?: "de";
}, {}>;
