export { accountauthpassword2 as "accountAuthPassword" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthpassword2Inputs = {};
/**

* @param {Accountauthpassword2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthpassword2: ((inputs?: Accountauthpassword2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthpassword2Inputs, {
    locale?: "nl";
}, {}>;
