export { checkoutcity1 as "checkoutCity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcity1Inputs = {};
/**

* @param {Checkoutcity1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutcity1: ((inputs?: Checkoutcity1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcity1Inputs, {
    locale?: "sv";
}, {}>;
