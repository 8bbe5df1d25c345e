export { customermethodpaymentpause3 as "customerMethodPaymentPause" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermethodpaymentpause3Inputs = {};
/**

* @param {Customermethodpaymentpause3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customermethodpaymentpause3: ((inputs?: Customermethodpaymentpause3Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermethodpaymentpause3Inputs, {
    locale?: "nl";
}, {}>;
