export { accountauthloading2 as "accountAuthLoading" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthloading2Inputs = {};
/**

* @param {Accountauthloading2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthloading2: ((inputs?: Accountauthloading2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthloading2Inputs, {
    locale?: "sk";
}, {}>;
