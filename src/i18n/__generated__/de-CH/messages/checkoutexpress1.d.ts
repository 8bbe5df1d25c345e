export { checkoutexpress1 as "checkoutExpress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutexpress1Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Checkoutexpress1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutexpress1: ((inputs: Checkoutexpress1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutexpress1Inputs, {
    locale?: "de-CH";
}, {}>;
