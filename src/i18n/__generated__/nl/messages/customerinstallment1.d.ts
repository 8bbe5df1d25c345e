export { customerinstallment1 as "customerInstallment" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerinstallment1Inputs = {};
/**

* @param {Customerinstallment1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customerinstallment1: ((inputs?: Customerinstallment1Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerinstallment1Inputs, {
    locale?: "nl";
}, {}>;
