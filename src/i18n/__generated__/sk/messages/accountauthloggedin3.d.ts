export { accountauthloggedin3 as "accountAuthLoggedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthloggedin3Inputs = {};
/**

* @param {Accountauthloggedin3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthloggedin3: ((inputs?: Accountauthloggedin3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthloggedin3Inputs, {
    locale?: "sk";
}, {}>;
