export { customerpaymentbooking2 as "customerPaymentBooking" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentbooking2Inputs = {};
/**

* @param {Customerpaymentbooking2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentbooking2: ((inputs?: Customerpaymentbooking2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentbooking2Inputs, {
    locale?: "de-CH";
}, {}>;
