export { basketchangeitemfailed3 as "basketChangeItemFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketchangeitemfailed3Inputs = {};
/**

* @param {Basketchangeitemfailed3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const basketchangeitemfailed3: ((inputs?: Basketchangeitemfailed3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketchangeitemfailed3Inputs, {
    locale?: "sk";
}, {}>;
