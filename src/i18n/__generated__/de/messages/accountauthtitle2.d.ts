export { accountauthtitle2 as "accountAuthTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthtitle2Inputs = {};
/**

* @param {Accountauthtitle2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountauthtitle2: ((inputs?: Accountauthtitle2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthtitle2Inputs, {
    locale?: "de";
}, {}>;
