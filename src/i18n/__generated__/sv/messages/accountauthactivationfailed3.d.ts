export { accountauthactivationfailed3 as "accountAuthActivationFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthactivationfailed3Inputs = {};
/**

* @param {Accountauthactivationfailed3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthactivationfailed3: ((inputs?: Accountauthactivationfailed3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthactivationfailed3Inputs, {
    locale?: "sv";
}, {}>;
