export { accountauthmr2 as "accountAuthMr" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthmr2Inputs = {};
/**

* @param {Accountauthmr2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const accountauthmr2: ((inputs?: Accountauthmr2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthmr2Inputs, {
    locale?: "de";
}, {}>;
