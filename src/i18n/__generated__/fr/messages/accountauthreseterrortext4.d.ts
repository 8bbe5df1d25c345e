export { accountauthreseterrortext4 as "accountAuthResetErrorText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthreseterrortext4Inputs = {};
/**

* @param {Accountauthreseterrortext4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthreseterrortext4: ((inputs?: Accountauthreseterrortext4Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthreseterrortext4Inputs, {
    locale?: "fr";
}, {}>;
