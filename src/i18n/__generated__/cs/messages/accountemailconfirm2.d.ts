export { accountemailconfirm2 as "accountEmailConfirm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailconfirm2Inputs = {};
/**

* @param {Accountemailconfirm2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountemailconfirm2: ((inputs?: Accountemailconfirm2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailconfirm2Inputs, {
    locale?: "cs";
}, {}>;
