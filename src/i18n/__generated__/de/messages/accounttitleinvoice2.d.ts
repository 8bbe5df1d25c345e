export { accounttitleinvoice2 as "accountTitleInvoice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitleinvoice2Inputs = {};
/**

* @param {Accounttitleinvoice2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accounttitleinvoice2: ((inputs?: Accounttitleinvoice2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitleinvoice2Inputs, {
    locale?: "de";
}, {}>;
