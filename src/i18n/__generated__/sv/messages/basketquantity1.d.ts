export { basketquantity1 as "basketQuantity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketquantity1Inputs = {};
/**

* @param {Basketquantity1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketquantity1: ((inputs?: Basketquantity1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketquantity1Inputs, {
    locale?: "sv";
}, {}>;
