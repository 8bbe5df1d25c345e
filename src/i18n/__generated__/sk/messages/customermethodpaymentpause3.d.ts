export { customermethodpaymentpause3 as "customerMethodPaymentPause" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermethodpaymentpause3Inputs = {};
/**

* @param {Customermethodpaymentpause3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const customermethodpaymentpause3: ((inputs?: Customermethodpaymentpause3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermethodpaymentpause3Inputs, {
    locale?: "sk";
}, {}>;
