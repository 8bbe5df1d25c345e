export { customeramount1 as "customerAmount" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customeramount1Inputs = {};
/**

* @param {Customeramount1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customeramount1: ((inputs?: Customeramount1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customeramount1Inputs, {
    locale?: "nl";
}, {}>;
