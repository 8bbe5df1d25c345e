export { customerinvoice1 as "customerInvoice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoice1Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerinvoice1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerinvoice1: ((inputs: Customerinvoice1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoice1Inputs, {
    locale?: "de-CH";
}, {}>;
