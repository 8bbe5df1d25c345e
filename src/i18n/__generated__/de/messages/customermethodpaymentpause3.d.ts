export { customermethodpaymentpause3 as "customerMethodPaymentPause" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermethodpaymentpause3Inputs = {};
/**

* @param {Customermethodpaymentpause3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const customermethodpaymentpause3: ((inputs?: Customermethodpaymentpause3Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermethodpaymentpause3Inputs, {
    locale?: "de";
}, {}>;
