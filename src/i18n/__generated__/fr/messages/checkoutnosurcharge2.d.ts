export { checkoutnosurcharge2 as "checkoutNoSurcharge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutnosurcharge2Inputs = {};
/**

* @param {Checkoutnosurcharge2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutnosurcharge2: ((inputs?: Checkoutnosurcharge2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutnosurcharge2Inputs, {
    locale?: "fr";
}, {}>;
