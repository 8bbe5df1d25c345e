export { customerinvoice1 as "customerInvoice" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinvoice1Inputs = {
    number: NonNullable<unknown>;
};
/**

* @param {Customerinvoice1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerinvoice1: ((inputs: Customerinvoice1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinvoice1Inputs, {
    locale?: "nl";
}, {}>;
