export { accounttitlebalance2 as "accountTitleBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlebalance2Inputs = {};
/**

* @param {Accounttitlebalance2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accounttitlebalance2: ((inputs?: Accounttitlebalance2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlebalance2Inputs, {
    locale?: "de";
}, {}>;
