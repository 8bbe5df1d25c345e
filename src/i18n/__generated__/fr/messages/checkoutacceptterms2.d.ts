export { checkoutacceptterms2 as "checkoutAcceptTerms" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutacceptterms2Inputs = {};
/**

* @param {Checkoutacceptterms2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutacceptterms2: ((inputs?: Checkoutacceptterms2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutacceptterms2Inputs, {
    locale?: "fr";
}, {}>;
