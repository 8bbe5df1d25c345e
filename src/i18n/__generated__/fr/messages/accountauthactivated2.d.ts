export { accountauthactivated2 as "accountAuthActivated" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthactivated2Inputs = {};
/**

* @param {Accountauthactivated2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthactivated2: ((inputs?: Accountauthactivated2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthactivated2Inputs, {
    locale?: "fr";
}, {}>;
