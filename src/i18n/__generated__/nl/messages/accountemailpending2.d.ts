export { accountemailpending2 as "accountEmailPending" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailpending2Inputs = {};
/**

* @param {Accountemailpending2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountemailpending2: ((inputs?: Accountemailpending2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailpending2Inputs, {
    locale?: "nl";
}, {}>;
