export { accountauthregister2 as "accountAuthRegister" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthregister2Inputs = {};
/**

* @param {Accountauthregister2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountauthregister2: ((inputs?: Accountauthregister2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthregister2Inputs, {
    locale?: "cs";
}, {}>;
