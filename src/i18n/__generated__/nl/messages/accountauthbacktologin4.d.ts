export { accountauthbacktologin4 as "accountAuthBackToLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthbacktologin4Inputs = {};
/**

* @param {Accountauthbacktologin4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthbacktologin4: ((inputs?: Accountauthbacktologin4Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthbacktologin4Inputs, {
    locale?: "nl";
}, {}>;
