export { accountauthresetsuccess3 as "accountAuthResetSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthresetsuccess3Inputs = {};
/**

* @param {Accountauthresetsuccess3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthresetsuccess3: ((inputs?: Accountauthresetsuccess3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthresetsuccess3Inputs, {
    locale?: "sk";
}, {}>;
