export { accountauthlogin2 as "accountAuthLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthlogin2Inputs = {};
/**

* @param {Accountauthlogin2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthlogin2: ((inputs?: Accountauthlogin2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthlogin2Inputs, {
    locale?: "fr";
}, {}>;
