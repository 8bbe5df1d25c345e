export { accountpromptlogin2 as "accountPromptLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptlogin2Inputs = {};
/**

* @param {Accountpromptlogin2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountpromptlogin2: ((inputs?: Accountpromptlogin2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptlogin2Inputs, {
    locale?: "de-CH";
}, {}>;
