export { checkouttermslink2 as "checkoutTermsLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouttermslink2Inputs = {};
/**

* @param {Checkouttermslink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkouttermslink2: ((inputs?: Checkouttermslink2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouttermslink2Inputs, {
    locale?: "cs";
}, {}>;
