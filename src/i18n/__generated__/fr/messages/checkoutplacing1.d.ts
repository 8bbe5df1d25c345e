export { checkoutplacing1 as "checkoutPlacing" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutplacing1Inputs = {};
/**

* @param {Checkoutplacing1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutplacing1: ((inputs?: Checkoutplacing1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutplacing1Inputs, {
    locale?: "fr";
}, {}>;
