export { accountauthloginnotsaved4 as "accountAuthLoginNotSaved" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthloginnotsaved4Inputs = {};
/**

* @param {Accountauthloginnotsaved4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountauthloginnotsaved4: ((inputs?: Accountauthloginnotsaved4Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthloginnotsaved4Inputs, {
    locale?: "de-CH";
}, {}>;
