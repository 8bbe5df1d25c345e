export { accounttoaccount2 as "accountToAccount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accounttoaccount2Inputs = {};
/**

* @param {Accounttoaccount2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accounttoaccount2: ((inputs?: Accounttoaccount2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accounttoaccount2Inputs, {
    locale?: "cs";
}, {}>;
