export { accountnavoverview2 as "accountNavOverview" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnavoverview2Inputs = {};
/**

* @param {Accountnavoverview2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const accountnavoverview2: ((inputs?: Accountnavoverview2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnavoverview2Inputs, {
    locale?: "sk";
}, {}>;
