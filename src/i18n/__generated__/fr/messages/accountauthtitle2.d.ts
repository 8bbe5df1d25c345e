export { accountauthtitle2 as "accountAuthTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthtitle2Inputs = {};
/**

* @param {Accountauthtitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const accountauthtitle2: ((inputs?: Accountauthtitle2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthtitle2Inputs, {
    locale?: "fr";
}, {}>;
