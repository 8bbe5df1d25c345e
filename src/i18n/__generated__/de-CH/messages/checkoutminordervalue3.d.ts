export { checkoutminordervalue3 as "checkoutMinOrderValue" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutminordervalue3Inputs = {
    formattedMinOrderValue: NonNullable<unknown>;
};
/**

* @param {Checkoutminordervalue3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutminordervalue3: ((inputs: Checkoutminordervalue3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutminordervalue3Inputs, {
    locale?: "de-CH";
}, {}>;
