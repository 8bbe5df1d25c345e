export { checkoutemail1 as "checkoutEmail" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutemail1Inputs = {};
/**

* @param {Checkoutemail1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutemail1: ((inputs?: Checkoutemail1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutemail1Inputs, {
    locale?: "de";
}, {}>;
