export { orderformtocheckout2 as "orderformToCheckout" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderformtocheckout2Inputs = {};
/**

* @param {Orderformtocheckout2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const orderformtocheckout2: ((inputs?: Orderformtocheckout2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderformtocheckout2Inputs, {
    locale?: "de-CH";
}, {}>;
