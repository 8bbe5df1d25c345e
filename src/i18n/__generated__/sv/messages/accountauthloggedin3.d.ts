export { accountauthloggedin3 as "accountAuthLoggedIn" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthloggedin3Inputs = {};
/**

* @param {Accountauthloggedin3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountauthloggedin3: ((inputs?: Accountauthloggedin3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthloggedin3Inputs, {
    locale?: "sv";
}, {}>;
