export { accountpromptinvoices2 as "accountPromptInvoices" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptinvoices2Inputs = {};
/**

* @param {Accountpromptinvoices2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountpromptinvoices2: ((inputs?: Accountpromptinvoices2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptinvoices2Inputs, {
    locale?: "de-CH";
}, {}>;
