export { checkoutcountry1 as "checkoutCountry" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcountry1Inputs = {};
/**

* @param {Checkoutcountry1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutcountry1: ((inputs?: Checkoutcountry1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcountry1Inputs, {
    locale?: "nl";
}, {}>;
