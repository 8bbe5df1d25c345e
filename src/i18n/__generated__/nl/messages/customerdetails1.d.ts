export { customerdetails1 as "customerDetails" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerdetails1Inputs = {};
/**

* @param {Customerdetails1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerdetails1: ((inputs?: Customerdetails1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerdetails1Inputs, {
    locale?: "nl";
}, {}>;
