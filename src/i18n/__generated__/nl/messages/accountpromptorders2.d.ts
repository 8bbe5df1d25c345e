export { accountpromptorders2 as "accountPromptOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptorders2Inputs = {};
/**

* @param {Accountpromptorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountpromptorders2: ((inputs?: Accountpromptorders2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptorders2Inputs, {
    locale?: "nl";
}, {}>;
