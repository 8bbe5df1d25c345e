export { accountpromptorders2 as "accountPromptOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptorders2Inputs = {};
/**

* @param {Accountpromptorders2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountpromptorders2: ((inputs?: Accountpromptorders2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptorders2Inputs, {
    locale?: "de-CH";
}, {}>;
