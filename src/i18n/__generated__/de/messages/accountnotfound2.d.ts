export { accountnotfound2 as "accountNotFound" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnotfound2Inputs = {};
/**

* @param {Accountnotfound2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountnotfound2: ((inputs?: Accountnotfound2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnotfound2Inputs, {
    locale?: "de";
}, {}>;
