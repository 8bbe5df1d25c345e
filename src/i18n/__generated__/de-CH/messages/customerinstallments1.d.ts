export { customerinstallments1 as "customerInstallments" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinstallments1Inputs = {};
/**

* @param {Customerinstallments1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customerinstallments1: ((inputs?: Customerinstallments1Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinstallments1Inputs, {
    locale?: "de-CH";
}, {}>;
