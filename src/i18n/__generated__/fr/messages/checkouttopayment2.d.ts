export { checkouttopayment2 as "checkoutToPayment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouttopayment2Inputs = {};
/**

* @param {Checkouttopayment2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const checkouttopayment2: ((inputs?: Checkouttopayment2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouttopayment2Inputs, {
    locale?: "fr";
}, {}>;
