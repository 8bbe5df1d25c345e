export { accounttitlepasswordreset3 as "accountTitlePasswordReset" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlepasswordreset3Inputs = {};
/**

* @param {Accounttitlepasswordreset3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accounttitlepasswordreset3: ((inputs?: Accounttitlepasswordreset3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlepasswordreset3Inputs, {
    locale?: "cs";
}, {}>;
