export { accounttitleinvoice2 as "accountTitleInvoice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitleinvoice2Inputs = {};
/**

* @param {Accounttitleinvoice2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accounttitleinvoice2: ((inputs?: Accounttitleinvoice2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitleinvoice2Inputs, {
    locale?: "nl";
}, {}>;
