export { productreturns1 as "productReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productreturns1Inputs = {};
/**

* @param {Productreturns1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const productreturns1: ((inputs?: Productreturns1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productreturns1Inputs, {
    locale?: "de-CH";
}, {}>;
