export { orderpaymentpausesurcharge3 as "orderPaymentPauseSurcharge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderpaymentpausesurcharge3Inputs = {};
/**

* @param {Orderpaymentpausesurcharge3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const orderpaymentpausesurcharge3: ((inputs?: Orderpaymentpausesurcharge3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderpaymentpausesurcharge3Inputs, {
    locale?: "de-CH";
}, {}>;
