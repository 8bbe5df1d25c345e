export { accountauthreseterrortext4 as "accountAuthResetErrorText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthreseterrortext4Inputs = {};
/**

* @param {Accountauthreseterrortext4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthreseterrortext4: ((inputs?: Accountauthreseterrortext4Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthreseterrortext4Inputs, {
    locale?: "nl";
}, {}>;
