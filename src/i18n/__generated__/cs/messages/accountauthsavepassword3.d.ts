export { accountauthsavepassword3 as "accountAuthSavePassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthsavepassword3Inputs = {};
/**

* @param {Accountauthsavepassword3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountauthsavepassword3: ((inputs?: Accountauthsavepassword3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthsavepassword3Inputs, {
    locale?: "cs";
}, {}>;
