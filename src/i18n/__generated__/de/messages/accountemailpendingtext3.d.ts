export { accountemailpendingtext3 as "accountEmailPendingText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailpendingtext3Inputs = {};
/**

* @param {Accountemailpendingtext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountemailpendingtext3: ((inputs?: Accountemailpendingtext3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailpendingtext3Inputs, {
    locale?: "de";
}, {}>;
