export { checkoutcosts1 as "checkoutCosts" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcosts1Inputs = {};
/**

* @param {Checkoutcosts1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutcosts1: ((inputs?: Checkoutcosts1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcosts1Inputs, {
    locale?: "de-CH";
}, {}>;
