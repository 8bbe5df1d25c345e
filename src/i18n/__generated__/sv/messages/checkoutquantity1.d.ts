export { checkoutquantity1 as "checkoutQuantity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutquantity1Inputs = {
    quantity: NonNullable<unknown>;
};
/**

* @param {Checkoutquantity1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutquantity1: ((inputs: Checkoutquantity1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutquantity1Inputs, {
    locale?: "sv";
}, {}>;
