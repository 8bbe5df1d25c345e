export { accountauthresetrequested3 as "accountAuthResetRequested" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthresetrequested3Inputs = {};
/**

* @param {Accountauthresetrequested3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthresetrequested3: ((inputs?: Accountauthresetrequested3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthresetrequested3Inputs, {
    locale?: "sk";
}, {}>;
