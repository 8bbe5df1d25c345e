export { accountnavoverview2 as "accountNavOverview" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnavoverview2Inputs = {};
/**

* @param {Accountnavoverview2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountnavoverview2: ((inputs?: Accountnavoverview2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnavoverview2Inputs, {
    locale?: "cs";
}, {}>;
