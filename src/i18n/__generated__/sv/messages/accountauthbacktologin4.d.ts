export { accountauthbacktologin4 as "accountAuthBackToLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthbacktologin4Inputs = {};
/**

* @param {Accountauthbacktologin4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthbacktologin4: ((inputs?: Accountauthbacktologin4Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthbacktologin4Inputs, {
    locale?: "sv";
}, {}>;
