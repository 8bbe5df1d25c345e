export { accounttitleinvoices2 as "accountTitleInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttitleinvoices2Inputs = {};
/**

* @param {Accounttitleinvoices2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accounttitleinvoices2: ((inputs?: Accounttitleinvoices2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttitleinvoices2Inputs, {
    locale?: "de";
}, {}>;
