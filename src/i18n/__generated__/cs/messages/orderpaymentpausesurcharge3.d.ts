export { orderpaymentpausesurcharge3 as "orderPaymentPauseSurcharge" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Orderpaymentpausesurcharge3Inputs = {};
/**

* @param {Orderpaymentpausesurcharge3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const orderpaymentpausesurcharge3: ((inputs?: Orderpaymentpausesurcharge3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Orderpaymentpausesurcharge3Inputs, {
    locale?: "cs";
}, {}>;
