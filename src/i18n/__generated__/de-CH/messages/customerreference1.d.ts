export { customerreference1 as "customerReference" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreference1Inputs = {};
/**

* @param {Customerreference1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerreference1: ((inputs?: Customerreference1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreference1Inputs, {
    locale?: "de-CH";
}, {}>;
