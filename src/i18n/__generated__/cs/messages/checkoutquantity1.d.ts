export { checkoutquantity1 as "checkoutQuantity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutquantity1Inputs = {
    quantity: NonNullable<unknown>;
};
/**

* @param {Checkoutquantity1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkoutquantity1: ((inputs: Checkoutquantity1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutquantity1Inputs, {
    locale?: "cs";
}, {}>;
