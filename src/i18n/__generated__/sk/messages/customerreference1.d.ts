export { customerreference1 as "customerReference" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreference1Inputs = {};
/**

* @param {Customerreference1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customerreference1: ((inputs?: Customerreference1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreference1Inputs, {
    locale?: "sk";
}, {}>;
