export { checkoutnosurcharge2 as "checkoutNoSurcharge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutnosurcharge2Inputs = {};
/**

* @param {Checkoutnosurcharge2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutnosurcharge2: ((inputs?: Checkoutnosurcharge2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutnosurcharge2Inputs, {
    locale?: "sv";
}, {}>;
