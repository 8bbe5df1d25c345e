export { customerpaymentbooking2 as "customerPaymentBooking" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerpaymentbooking2Inputs = {};
/**

* @param {Customerpaymentbooking2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerpaymentbooking2: ((inputs?: Customerpaymentbooking2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerpaymentbooking2Inputs, {
    locale?: "cs";
}, {}>;
