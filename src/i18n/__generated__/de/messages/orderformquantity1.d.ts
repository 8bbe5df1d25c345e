export { orderformquantity1 as "orderformQuantity" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformquantity1Inputs = {};
/**

* @param {Orderformquantity1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const orderformquantity1: ((inputs?: Orderformquantity1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformquantity1Inputs, {
    locale?: "de";
}, {}>;
