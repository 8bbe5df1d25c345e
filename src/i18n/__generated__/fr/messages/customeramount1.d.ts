export { customeramount1 as "customerAmount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeramount1Inputs = {};
/**

* @param {Customeramount1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customeramount1: ((inputs?: Customeramount1Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeramount1Inputs, {
    locale?: "fr";
}, {}>;
