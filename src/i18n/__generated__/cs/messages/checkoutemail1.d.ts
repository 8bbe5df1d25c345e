export { checkoutemail1 as "checkoutEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutemail1Inputs = {};
/**

* @param {Checkoutemail1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutemail1: ((inputs?: Checkoutemail1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutemail1Inputs, {
    locale?: "cs";
}, {}>;
