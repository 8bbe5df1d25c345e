export { customerbarcode1 as "customerBarcode" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerbarcode1Inputs = {
    code: NonNullable<unknown>;
};
/**

* @param {Customerbarcode1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customerbarcode1: ((inputs: Customerbarcode1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerbarcode1Inputs, {
    locale?: "cs";
}, {}>;
