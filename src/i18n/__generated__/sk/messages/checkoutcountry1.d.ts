export { checkoutcountry1 as "checkoutCountry" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcountry1Inputs = {};
/**

* @param {Checkoutcountry1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutcountry1: ((inputs?: Checkoutcountry1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcountry1Inputs, {
    locale?: "sk";
}, {}>;
