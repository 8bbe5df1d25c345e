export { accountpromptinvoices2 as "accountPromptInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptinvoices2Inputs = {};
/**

* @param {Accountpromptinvoices2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountpromptinvoices2: ((inputs?: Accountpromptinvoices2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptinvoices2Inputs, {
    locale?: "nl";
}, {}>;
