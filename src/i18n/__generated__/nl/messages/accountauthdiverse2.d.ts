export { accountauthdiverse2 as "accountAuthDiverse" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthdiverse2Inputs = {};
/**

* @param {Accountauthdiverse2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthdiverse2: ((inputs?: Accountauthdiverse2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthdiverse2Inputs, {
    locale?: "nl";
}, {}>;
