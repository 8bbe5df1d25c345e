export { checkoutexpress1 as "checkoutExpress" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutexpress1Inputs = {
    price: NonNullable<unknown>;
};
/**

* @param {Checkoutexpress1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutexpress1: ((inputs: Checkoutexpress1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutexpress1Inputs, {
    locale?: "nl";
}, {}>;
