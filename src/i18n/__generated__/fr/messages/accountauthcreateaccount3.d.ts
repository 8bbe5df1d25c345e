export { accountauthcreateaccount3 as "accountAuthCreateAccount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthcreateaccount3Inputs = {};
/**

* @param {Accountauthcreateaccount3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthcreateaccount3: ((inputs?: Accountauthcreateaccount3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthcreateaccount3Inputs, {
    locale?: "fr";
}, {}>;
