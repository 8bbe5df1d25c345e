export { checkouttermslink2 as "checkoutTermsLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouttermslink2Inputs = {};
/**

* @param {Checkouttermslink2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkouttermslink2: ((inputs?: Checkouttermslink2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouttermslink2Inputs, {
    locale?: "sv";
}, {}>;
