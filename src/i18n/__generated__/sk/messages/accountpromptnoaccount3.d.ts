export { accountpromptnoaccount3 as "accountPromptNoAccount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptnoaccount3Inputs = {};
/**

* @param {Accountpromptnoaccount3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountpromptnoaccount3: ((inputs?: Accountpromptnoaccount3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptnoaccount3Inputs, {
    locale?: "sk";
}, {}>;
