export { orderformquantity1 as "orderformQuantity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformquantity1Inputs = {};
/**

* @param {Orderformquantity1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const orderformquantity1: ((inputs?: Orderformquantity1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformquantity1Inputs, {
    locale?: "de-CH";
}, {}>;
