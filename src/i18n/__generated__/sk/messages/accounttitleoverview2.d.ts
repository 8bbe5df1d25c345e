export { accounttitleoverview2 as "accountTitleOverview" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitleoverview2Inputs = {};
/**

* @param {Accounttitleoverview2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accounttitleoverview2: ((inputs?: Accounttitleoverview2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitleoverview2Inputs, {
    locale?: "sk";
}, {}>;
