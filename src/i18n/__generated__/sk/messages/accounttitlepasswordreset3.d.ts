export { accounttitlepasswordreset3 as "accountTitlePasswordReset" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlepasswordreset3Inputs = {};
/**

* @param {Accounttitlepasswordreset3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accounttitlepasswordreset3: ((inputs?: Accounttitlepasswordreset3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlepasswordreset3Inputs, {
    locale?: "sk";
}, {}>;
