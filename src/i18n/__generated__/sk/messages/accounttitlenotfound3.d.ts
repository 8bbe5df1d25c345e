export { accounttitlenotfound3 as "accountTitleNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlenotfound3Inputs = {};
/**

* @param {Accounttitlenotfound3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accounttitlenotfound3: ((inputs?: Accounttitlenotfound3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlenotfound3Inputs, {
    locale?: "sk";
}, {}>;
