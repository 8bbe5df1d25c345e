export { accountsessionexpired2 as "accountSessionExpired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountsessionexpired2Inputs = {};
/**

* @param {Accountsessionexpired2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountsessionexpired2: ((inputs?: Accountsessionexpired2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountsessionexpired2Inputs, {
    locale?: "sk";
}, {}>;
