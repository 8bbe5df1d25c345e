export { accounttitlereturns2 as "accountTitleReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitlereturns2Inputs = {};
/**

* @param {Accounttitlereturns2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accounttitlereturns2: ((inputs?: Accounttitlereturns2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitlereturns2Inputs, {
    locale?: "sv";
}, {}>;
