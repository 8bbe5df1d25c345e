export { accountpromptforgot2 as "accountPromptForgot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptforgot2Inputs = {};
/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountpromptforgot2: ((inputs?: Accountpromptforgot2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptforgot2Inputs, {
    locale?: "de-CH";
}, {}>;
