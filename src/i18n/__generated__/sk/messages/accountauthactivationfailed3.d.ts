export { accountauthactivationfailed3 as "accountAuthActivationFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthactivationfailed3Inputs = {};
/**

* @param {Accountauthactivationfailed3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthactivationfailed3: ((inputs?: Accountauthactivationfailed3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthactivationfailed3Inputs, {
    locale?: "sk";
}, {}>;
