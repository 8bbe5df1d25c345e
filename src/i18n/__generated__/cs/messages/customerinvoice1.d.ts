export { customerinvoice1 as "customerInvoice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoice1Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerinvoice1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerinvoice1: ((inputs: Customerinvoice1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoice1Inputs, {
    locale?: "cs";
}, {}>;
