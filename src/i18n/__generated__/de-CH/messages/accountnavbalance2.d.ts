export { accountnavbalance2 as "accountNavBalance" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnavbalance2Inputs = {};
/**

* @param {Accountnavbalance2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountnavbalance2: ((inputs?: Accountnavbalance2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnavbalance2Inputs, {
    locale?: "de-CH";
}, {}>;
