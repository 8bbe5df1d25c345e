export { accountpromptregister2 as "accountPromptRegister" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptregister2Inputs = {};
/**

* @param {Accountpromptregister2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountpromptregister2: ((inputs?: Accountpromptregister2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptregister2Inputs, {
    locale?: "cs";
}, {}>;
