export { checkoutremove1 as "checkoutRemove" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutremove1Inputs = {};
/**

* @param {Checkoutremove1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutremove1: ((inputs?: Checkoutremove1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutremove1Inputs, {
    locale?: "de";
}, {}>;
