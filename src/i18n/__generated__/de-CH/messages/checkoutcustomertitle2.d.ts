export { checkoutcustomertitle2 as "checkoutCustomerTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcustomertitle2Inputs = {};
/**

* @param {Checkoutcustomertitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutcustomertitle2: ((inputs?: Checkoutcustomertitle2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcustomertitle2Inputs, {
    locale?: "de-CH";
}, {}>;
