export { checkoutemail1 as "checkoutEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutemail1Inputs = {};
/**

* @param {Checkoutemail1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutemail1: ((inputs?: Checkoutemail1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutemail1Inputs, {
    locale?: "fr";
}, {}>;
