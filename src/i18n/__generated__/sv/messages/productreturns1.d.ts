export { productreturns1 as "productReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productreturns1Inputs = {};
/**

* @param {Productreturns1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const productreturns1: ((inputs?: Productreturns1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productreturns1Inputs, {
    locale?: "sv";
}, {}>;
