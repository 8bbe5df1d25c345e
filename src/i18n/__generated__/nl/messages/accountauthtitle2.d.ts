export { accountauthtitle2 as "accountAuthTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthtitle2Inputs = {};
/**

* @param {Accountauthtitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const accountauthtitle2: ((inputs?: Accountauthtitle2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthtitle2Inputs, {
    locale?: "nl";
}, {}>;
