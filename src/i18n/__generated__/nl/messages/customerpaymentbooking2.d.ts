export { customerpaymentbooking2 as "customerPaymentBooking" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentbooking2Inputs = {};
/**

* @param {Customerpaymentbooking2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentbooking2: ((inputs?: Customerpaymentbooking2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentbooking2Inputs, {
    locale?: "nl";
}, {}>;
