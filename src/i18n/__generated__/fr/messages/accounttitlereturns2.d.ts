export { accounttitlereturns2 as "accountTitleReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlereturns2Inputs = {};
/**

* @param {Accounttitlereturns2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accounttitlereturns2: ((inputs?: Accounttitlereturns2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlereturns2Inputs, {
    locale?: "fr";
}, {}>;
