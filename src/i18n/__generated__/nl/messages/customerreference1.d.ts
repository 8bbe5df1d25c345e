export { customerreference1 as "customerReference" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerreference1Inputs = {};
/**

* @param {Customerreference1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerreference1: ((inputs?: Customerreference1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerreference1Inputs, {
    locale?: "nl";
}, {}>;
