export { accountpromptforgot2 as "accountPromptForgot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptforgot2Inputs = {};
/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountpromptforgot2: ((inputs?: Accountpromptforgot2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptforgot2Inputs, {
    locale?: "fr";
}, {}>;
