export { accountpromptregister2 as "accountPromptRegister" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptregister2Inputs = {};
/**

* @param {Accountpromptregister2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountpromptregister2: ((inputs?: Accountpromptregister2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptregister2Inputs, {
    locale?: "sv";
}, {}>;
