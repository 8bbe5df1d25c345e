export { ordershipping1 as "orderShipping" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ordershipping1Inputs = {};
/**

* @param {Ordershipping1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const ordershipping1: ((inputs?: Ordershipping1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ordershipping1Inputs, {
    locale?: "sv";
}, {}>;
