export { checkouthousenumber2 as "checkoutHouseNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouthousenumber2Inputs = {};
/**

* @param {Checkouthousenumber2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkouthousenumber2: ((inputs?: Checkouthousenumber2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouthousenumber2Inputs, {
    locale?: "nl";
}, {}>;
