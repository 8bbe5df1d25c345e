export { accountemailconfirm2 as "accountEmailConfirm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountemailconfirm2Inputs = {};
/**

* @param {Accountemailconfirm2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountemailconfirm2: ((inputs?: Accountemailconfirm2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountemailconfirm2Inputs, {
    locale?: "sk";
}, {}>;
