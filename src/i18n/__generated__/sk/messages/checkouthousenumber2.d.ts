export { checkouthousenumber2 as "checkoutHouseNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouthousenumber2Inputs = {};
/**

* @param {Checkouthousenumber2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkouthousenumber2: ((inputs?: Checkouthousenumber2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouthousenumber2Inputs, {
    locale?: "sk";
}, {}>;
