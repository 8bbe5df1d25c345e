export { productreturns1 as "productReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productreturns1Inputs = {};
/**

* @param {Productreturns1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const productreturns1: ((inputs?: Productreturns1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productreturns1Inputs, {
    locale?: "sk";
}, {}>;
