export { accountauthloginnotsaved4 as "accountAuthLoginNotSaved" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthloginnotsaved4Inputs = {};
/**

* @param {Accountauthloginnotsaved4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountauthloginnotsaved4: ((inputs?: Accountauthloginnotsaved4Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthloginnotsaved4Inputs, {
    locale?: "cs";
}, {}>;
