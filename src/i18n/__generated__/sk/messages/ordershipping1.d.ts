export { ordershipping1 as "orderShipping" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ordershipping1Inputs = {};
/**

* @param {Ordershipping1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const ordershipping1: ((inputs?: Ordershipping1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ordershipping1Inputs, {
    locale?: "sk";
}, {}>;
