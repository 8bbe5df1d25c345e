export { accountpromptforgot2 as "accountPromptForgot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptforgot2Inputs = {};
/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountpromptforgot2: ((inputs?: Accountpromptforgot2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptforgot2Inputs, {
    locale?: "cs";
}, {}>;
