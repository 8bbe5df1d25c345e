export { orderformquantity1 as "orderformQuantity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformquantity1Inputs = {};
/**

* @param {Orderformquantity1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const orderformquantity1: ((inputs?: Orderformquantity1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformquantity1Inputs, {
    locale?: "fr";
}, {}>;
