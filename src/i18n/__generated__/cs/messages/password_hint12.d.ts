export { password_hint12 as "PASSWORD_HINT" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Hint12Inputs = {};
/**

* @param {Password_Hint12Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const password_hint12: ((inputs?: Password_Hint12Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Hint12Inputs, {
    locale?: "cs";
}, {}>;
