export { checkoutredeem1 as "checkoutRedeem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutredeem1Inputs = {};
/**

* @param {Checkoutredeem1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutredeem1: ((inputs?: Checkoutredeem1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutredeem1Inputs, {
    locale?: "fr";
}, {}>;
