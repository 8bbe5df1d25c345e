export { checkoutminordervalue3 as "checkoutMinOrderValue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutminordervalue3Inputs = {
    formattedMinOrderValue: NonNullable<unknown>;
};
/**

* @param {Checkoutminordervalue3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutminordervalue3: ((inputs: Checkoutminordervalue3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutminordervalue3Inputs, {
    locale?: "fr";
}, {}>;
