export { basketchangeitemfailed3 as "basketChangeItemFailed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketchangeitemfailed3Inputs = {};
/**

* @param {Basketchangeitemfailed3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketchangeitemfailed3: ((inputs?: Basketchangeitemfailed3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketchangeitemfailed3Inputs, {
    locale?: "nl";
}, {}>;
