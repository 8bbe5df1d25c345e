export { accountauthregisternow3 as "accountAuthRegisterNow" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthregisternow3Inputs = {};
/**

* @param {Accountauthregisternow3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthregisternow3: ((inputs?: Accountauthregisternow3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthregisternow3Inputs, {
    locale?: "sv";
}, {}>;
