export { checkoutprivacylink2 as "checkoutPrivacyLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutprivacylink2Inputs = {};
/**

* @param {Checkoutprivacylink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutprivacylink2: ((inputs?: Checkoutprivacylink2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutprivacylink2Inputs, {
    locale?: "cs";
}, {}>;
