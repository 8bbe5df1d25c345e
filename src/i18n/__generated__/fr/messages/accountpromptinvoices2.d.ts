export { accountpromptinvoices2 as "accountPromptInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptinvoices2Inputs = {};
/**

* @param {Accountpromptinvoices2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountpromptinvoices2: ((inputs?: Accountpromptinvoices2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptinvoices2Inputs, {
    locale?: "fr";
}, {}>;
