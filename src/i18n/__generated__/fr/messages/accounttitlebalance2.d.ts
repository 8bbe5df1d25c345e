export { accounttitlebalance2 as "accountTitleBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlebalance2Inputs = {};
/**

* @param {Accounttitlebalance2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accounttitlebalance2: ((inputs?: Accounttitlebalance2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlebalance2Inputs, {
    locale?: "fr";
}, {}>;
