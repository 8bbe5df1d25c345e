export { accountloading1 as "accountLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountloading1Inputs = {};
/**

* @param {Accountloading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountloading1: ((inputs?: Accountloading1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountloading1Inputs, {
    locale?: "sk";
}, {}>;
