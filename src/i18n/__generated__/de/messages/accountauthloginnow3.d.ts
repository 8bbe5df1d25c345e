export { accountauthloginnow3 as "accountAuthLoginNow" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthloginnow3Inputs = {};
/**

* @param {Accountauthloginnow3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountauthloginnow3: ((inputs?: Accountauthloginnow3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthloginnow3Inputs, {
    locale?: "de";
}, {}>;
