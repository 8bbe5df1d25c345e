export { layoutpayment1 as "layoutPayment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutpayment1Inputs = {
    method: "cashOnDelivery" | "instalments" | "invoice" | "pause";
};
/**

* @param {Layoutpayment1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const layoutpayment1: ((inputs: Layoutpayment1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutpayment1Inputs, {
    locale?: "nl";
}, {}>;
