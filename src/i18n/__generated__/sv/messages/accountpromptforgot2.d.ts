export { accountpromptforgot2 as "accountPromptForgot" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptforgot2Inputs = {};
/**

* @param {Accountpromptforgot2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountpromptforgot2: ((inputs?: Accountpromptforgot2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptforgot2Inputs, {
    locale?: "sv";
}, {}>;
