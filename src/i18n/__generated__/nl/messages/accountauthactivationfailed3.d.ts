export { accountauthactivationfailed3 as "accountAuthActivationFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthactivationfailed3Inputs = {};
/**

* @param {Accountauthactivationfailed3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthactivationfailed3: ((inputs?: Accountauthactivationfailed3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthactivationfailed3Inputs, {
    locale?: "nl";
}, {}>;
