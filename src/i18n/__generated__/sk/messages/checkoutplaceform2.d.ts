export { checkoutplaceform2 as "checkoutPlaceForm" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutplaceform2Inputs = {};
/**

* @param {Checkoutplaceform2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkoutplaceform2: ((inputs?: Checkoutplaceform2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutplaceform2Inputs, {
    locale?: "sk";
}, {}>;
