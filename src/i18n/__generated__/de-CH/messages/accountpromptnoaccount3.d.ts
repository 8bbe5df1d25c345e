export { accountpromptnoaccount3 as "accountPromptNoAccount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptnoaccount3Inputs = {};
/**

* @param {Accountpromptnoaccount3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountpromptnoaccount3: ((inputs?: Accountpromptnoaccount3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptnoaccount3Inputs, {
    locale?: "de-CH";
}, {}>;
