export { accountauthrequestlink3 as "accountAuthRequestLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthrequestlink3Inputs = {};
/**

* @param {Accountauthrequestlink3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountauthrequestlink3: ((inputs?: Accountauthrequestlink3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthrequestlink3Inputs, {
    locale?: "sk";
}, {}>;
