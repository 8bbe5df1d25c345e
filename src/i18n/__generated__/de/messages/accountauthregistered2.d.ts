export { accountauthregistered2 as "accountAuthRegistered" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthregistered2Inputs = {};
/**

* @param {Accountauthregistered2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountauthregistered2: ((inputs?: Accountauthregistered2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthregistered2Inputs, {
    locale?: "de";
}, {}>;
