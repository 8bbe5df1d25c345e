export { layoutfooterpayment2 as "layoutFooterPayment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutfooterpayment2Inputs = {};
/**

* @param {Layoutfooterpayment2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutfooterpayment2: ((inputs?: Layoutfooterpayment2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutfooterpayment2Inputs, {
    locale?: "sk";
}, {}>;
