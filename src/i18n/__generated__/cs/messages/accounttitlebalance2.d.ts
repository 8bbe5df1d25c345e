export { accounttitlebalance2 as "accountTitleBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlebalance2Inputs = {};
/**

* @param {Accounttitlebalance2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accounttitlebalance2: ((inputs?: Accounttitlebalance2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlebalance2Inputs, {
    locale?: "cs";
}, {}>;
