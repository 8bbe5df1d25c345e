export { checkoutitems1 as "checkoutItems" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutitems1Inputs = {};
/**

* @param {Checkoutitems1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutitems1: ((inputs?: Checkoutitems1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutitems1Inputs, {
    locale?: "sv";
}, {}>;
