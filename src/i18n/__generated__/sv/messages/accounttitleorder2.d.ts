export { accounttitleorder2 as "accountTitleOrder" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitleorder2Inputs = {};
/**

* @param {Accounttitleorder2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accounttitleorder2: ((inputs?: Accounttitleorder2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitleorder2Inputs, {
    locale?: "sv";
}, {}>;
