export { accounttitlepasswordreset3 as "accountTitlePasswordReset" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlepasswordreset3Inputs = {};
/**

* @param {Accounttitlepasswordreset3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accounttitlepasswordreset3: ((inputs?: Accounttitlepasswordreset3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlepasswordreset3Inputs, {
    locale?: "fr";
}, {}>;
