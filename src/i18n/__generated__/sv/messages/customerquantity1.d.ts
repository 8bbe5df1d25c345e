export { customerquantity1 as "customerQuantity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerquantity1Inputs = {};
/**

* @param {Customerquantity1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerquantity1: ((inputs?: Customerquantity1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerquantity1Inputs, {
    locale?: "sv";
}, {}>;
