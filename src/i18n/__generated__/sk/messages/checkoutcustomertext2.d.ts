export { checkoutcustomertext2 as "checkoutCustomerText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcustomertext2Inputs = {};
/**

* @param {Checkoutcustomertext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutcustomertext2: ((inputs?: Checkoutcustomertext2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcustomertext2Inputs, {
    locale?: "sk";
}, {}>;
