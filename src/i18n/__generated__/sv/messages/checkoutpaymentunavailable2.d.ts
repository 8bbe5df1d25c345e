export { checkoutpaymentunavailable2 as "checkoutPaymentUnavailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutpaymentunavailable2Inputs = {
    description: NonNullable<unknown>;
};
/**

* @param {Checkoutpaymentunavailable2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const checkoutpaymentunavailable2: ((inputs: Checkoutpaymentunavailable2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutpaymentunavailable2Inputs, {
    locale?: "sv";
}, {}>;
