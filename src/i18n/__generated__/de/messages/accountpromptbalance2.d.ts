export { accountpromptbalance2 as "accountPromptBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptbalance2Inputs = {};
/**

* @param {Accountpromptbalance2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountpromptbalance2: ((inputs?: Accountpromptbalance2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptbalance2Inputs, {
    locale?: "de";
}, {}>;
