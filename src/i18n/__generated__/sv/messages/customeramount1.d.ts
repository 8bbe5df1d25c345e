export { customeramount1 as "customerAmount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeramount1Inputs = {};
/**

* @param {Customeramount1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customeramount1: ((inputs?: Customeramount1Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeramount1Inputs, {
    locale?: "sv";
}, {}>;
