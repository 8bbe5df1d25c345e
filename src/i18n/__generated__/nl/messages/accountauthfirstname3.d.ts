export { accountauthfirstname3 as "accountAuthFirstName" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthfirstname3Inputs = {};
/**

* @param {Accountauthfirstname3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthfirstname3: ((inputs?: Accountauthfirstname3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthfirstname3Inputs, {
    locale?: "nl";
}, {}>;
