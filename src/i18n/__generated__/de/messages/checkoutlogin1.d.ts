export { checkoutlogin1 as "checkoutLogin" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutlogin1Inputs = {};
/**

* @param {Checkoutlogin1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutlogin1: ((inputs?: Checkoutlogin1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutlogin1Inputs, {
    locale?: "de";
}, {}>;
