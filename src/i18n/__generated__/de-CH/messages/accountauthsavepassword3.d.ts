export { accountauthsavepassword3 as "accountAuthSavePassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthsavepassword3Inputs = {};
/**

* @param {Accountauthsavepassword3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountauthsavepassword3: ((inputs?: Accountauthsavepassword3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthsavepassword3Inputs, {
    locale?: "de-CH";
}, {}>;
