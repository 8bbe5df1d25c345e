export { accountpromptlogin2 as "accountPromptLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountpromptlogin2Inputs = {};
/**

* @param {Accountpromptlogin2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountpromptlogin2: ((inputs?: Accountpromptlogin2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountpromptlogin2Inputs, {
    locale?: "fr";
}, {}>;
