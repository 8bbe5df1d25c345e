export { orderformtocheckout2 as "orderformToCheckout" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformtocheckout2Inputs = {};
/**

* @param {Orderformtocheckout2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const orderformtocheckout2: ((inputs?: Orderformtocheckout2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformtocheckout2Inputs, {
    locale?: "sk";
}, {}>;
