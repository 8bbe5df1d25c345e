export { accountauthreseterrorheadline4 as "accountAuthResetErrorHeadline" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthreseterrorheadline4Inputs = {};
/**

* @param {Accountauthreseterrorheadline4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthreseterrorheadline4: ((inputs?: Accountauthreseterrorheadline4Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthreseterrorheadline4Inputs, {
    locale?: "fr";
}, {}>;
