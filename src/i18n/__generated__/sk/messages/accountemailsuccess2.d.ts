export { accountemailsuccess2 as "accountEmailSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailsuccess2Inputs = {};
/**

* @param {Accountemailsuccess2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountemailsuccess2: ((inputs?: Accountemailsuccess2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailsuccess2Inputs, {
    locale?: "sk";
}, {}>;
