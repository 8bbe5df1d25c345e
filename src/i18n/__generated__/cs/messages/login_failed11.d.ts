export { login_failed11 as "LOGIN_FAILED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_Failed11Inputs = {};
/**

* @param {Login_Failed11Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const login_failed11: ((inputs?: Login_Failed11Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_Failed11Inputs, {
    locale?: "cs";
}, {}>;
