export { checkoutlogin1 as "checkoutLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutlogin1Inputs = {};
/**

* @param {Checkoutlogin1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutlogin1: ((inputs?: Checkoutlogin1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutlogin1Inputs, {
    locale?: "sk";
}, {}>;
