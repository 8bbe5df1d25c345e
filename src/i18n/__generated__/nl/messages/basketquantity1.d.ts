export { basketquantity1 as "basketQuantity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketquantity1Inputs = {};
/**

* @param {Basketquantity1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const basketquantity1: ((inputs?: Basketquantity1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketquantity1Inputs, {
    locale?: "nl";
}, {}>;
