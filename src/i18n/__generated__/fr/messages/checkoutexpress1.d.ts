export { checkoutexpress1 as "checkoutExpress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutexpress1Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Checkoutexpress1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkoutexpress1: ((inputs: Checkoutexpress1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutexpress1Inputs, {
    locale?: "fr";
}, {}>;
