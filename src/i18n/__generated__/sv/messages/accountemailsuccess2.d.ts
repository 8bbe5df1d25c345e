export { accountemailsuccess2 as "accountEmailSuccess" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailsuccess2Inputs = {};
/**

* @param {Accountemailsuccess2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const accountemailsuccess2: ((inputs?: Accountemailsuccess2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailsuccess2Inputs, {
    locale?: "sv";
}, {}>;
