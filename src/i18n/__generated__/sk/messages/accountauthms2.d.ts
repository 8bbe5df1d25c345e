export { accountauthms2 as "accountAuthMs" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthms2Inputs = {};
/**

* @param {Accountauthms2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthms2: ((inputs?: Accountauthms2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthms2Inputs, {
    locale?: "sk";
}, {}>;
