export { customerreturns1 as "customerReturns" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreturns1Inputs = {};
/**

* @param {Customerreturns1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerreturns1: ((inputs?: Customerreturns1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreturns1Inputs, {
    locale?: "cs";
}, {}>;
