export { accounttitleoverview2 as "accountTitleOverview" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitleoverview2Inputs = {};
/**

* @param {Accounttitleoverview2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accounttitleoverview2: ((inputs?: Accounttitleoverview2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitleoverview2Inputs, {
    locale?: "nl";
}, {}>;
