export { accountpromptforgot2 as "accountPromptForgot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptforgot2Inputs = {};
/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountpromptforgot2: ((inputs?: Accountpromptforgot2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptforgot2Inputs, {
    locale?: "de";
}, {}>;
