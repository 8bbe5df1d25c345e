export { accountloading1 as "accountLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountloading1Inputs = {};
/**

* @param {Accountloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountloading1: ((inputs?: Accountloading1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountloading1Inputs, {
    locale?: "nl";
}, {}>;
