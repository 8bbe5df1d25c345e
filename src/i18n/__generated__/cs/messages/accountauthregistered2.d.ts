export { accountauthregistered2 as "accountAuthRegistered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthregistered2Inputs = {};
/**

* @param {Accountauthregistered2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountauthregistered2: ((inputs?: Accountauthregistered2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthregistered2Inputs, {
    locale?: "cs";
}, {}>;
