export { checkoutpaymentunavailable2 as "checkoutPaymentUnavailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutpaymentunavailable2Inputs = {
    description: NonNullable<unknown>;
};
/**

* @param {Checkoutpaymentunavailable2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const checkoutpaymentunavailable2: ((inputs: Checkoutpaymentunavailable2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutpaymentunavailable2Inputs, {
    locale?: "nl";
}, {}>;
