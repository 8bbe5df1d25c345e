export { checkoutemail1 as "checkoutEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutemail1Inputs = {};
/**

* @param {Checkoutemail1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutemail1: ((inputs?: Checkoutemail1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutemail1Inputs, {
    locale?: "nl";
}, {}>;
