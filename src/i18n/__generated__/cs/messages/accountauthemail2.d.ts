export { accountauthemail2 as "accountAuthEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountauthemail2Inputs = {};
/**

* @param {Accountauthemail2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountauthemail2: ((inputs?: Accountauthemail2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountauthemail2Inputs, {
    locale?: "cs";
}, {}>;
